import { z } from 'zod'
import { parseCookieJson } from './cookie-json'

const Ids = z.array(z.number().int().positive()).max(3)

describe('parseCookieJson', () => {
  it('reads a value of the right shape', () => {
    expect(parseCookieJson('[1,2,3]', Ids)).toEqual([1, 2, 3])
  })

  it('reads a missing, malformed or wrongly shaped value as undefined', () => {
    expect(parseCookieJson(undefined, Ids)).toBeUndefined()
    expect(parseCookieJson('', Ids)).toBeUndefined()
    expect(parseCookieJson('[1,2', Ids)).toBeUndefined()
    expect(parseCookieJson('{"a":1}', Ids)).toBeUndefined()
    expect(parseCookieJson('[1,2,3,4]', Ids)).toBeUndefined()
    expect(parseCookieJson('[-1]', Ids)).toBeUndefined()
  })
})
