import { countdownParts, pad2 } from './countdown'

const s = 1000
const m = 60 * s
const h = 60 * m
const d = 24 * h

describe('countdownParts', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * d + 3 * h + 4 * m + 5 * s)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
  })

  it('gives zero days under one day', () => {
    expect(countdownParts(23 * h + 59 * m + 59 * s)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
  })

  it('rolls a full day over into the days unit', () => {
    expect(countdownParts(d)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 })
    expect(countdownParts(14 * d)).toEqual({ days: 14, hours: 0, minutes: 0, seconds: 0 })
  })

  it('floors partial seconds instead of rounding up', () => {
    expect(countdownParts(59 * s + 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(countdownParts(h - 1)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 })
  })

  it('reads all zeros at and after the end', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 }
    expect(countdownParts(0)).toEqual(zeros)
    expect(countdownParts(-1)).toEqual(zeros)
    expect(countdownParts(-3 * d)).toEqual(zeros)
    expect(countdownParts(Number.NaN)).toEqual(zeros)
  })
})

describe('pad2', () => {
  it('zero-pads single digits', () => {
    expect(pad2(0)).toBe('00')
    expect(pad2(7)).toBe('07')
    expect(pad2(9)).toBe('09')
  })

  it('leaves two or more digits alone', () => {
    expect(pad2(10)).toBe('10')
    expect(pad2(59)).toBe('59')
    expect(pad2(120)).toBe('120')
  })
})
