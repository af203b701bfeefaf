/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Countdown } from './countdown'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const timerText = () => screen.getByRole('timer', { name: 'Time remaining' }).textContent

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.setSystemTime(new Date('2025-05-01T00:00:00Z'))
  })
  afterEach(() => jest.useRealTimers())

  it('first renders the full duration, then ticks down each second', () => {
    render(<Countdown durationFromLoadMs={DAY} />)
    expect(timerText()).toBe('01Days00Hours00Minutes00Seconds')

    act(() => jest.advanceTimersByTime(1000))
    // under a day: the days unit disappears
    expect(timerText()).toBe('23Hours59Minutes59Seconds')

    act(() => jest.advanceTimersByTime(61_000))
    expect(timerText()).toBe('23Hours58Minutes58Seconds')
  })

  it('renders dashes on the server for an end time, so the markup does not depend on the clock', () => {
    const html = renderToString(<Countdown endsAt="2025-05-03T04:05:06Z" />)
    expect(html).toContain('--')
    expect(html).not.toContain('Days')
  })

  it('counts down to an end time once mounted, with days and zero padding', () => {
    render(<Countdown endsAt="2025-05-03T04:05:06Z" />)
    expect(timerText()).toBe('02Days04Hours05Minutes06Seconds')
    act(() => jest.advanceTimersByTime(7000))
    expect(timerText()).toBe('02Days04Hours04Minutes59Seconds')
  })

  it('rests at zeros after the end and stops ticking', () => {
    render(<Countdown endsAt="2025-05-01T00:00:02Z" />)
    expect(timerText()).toBe('00Hours00Minutes02Seconds')
    act(() => jest.advanceTimersByTime(5000))
    expect(timerText()).toBe('00Hours00Minutes00Seconds')
    expect(jest.getTimerCount()).toBe(0)
  })

  it('shows zeros for an end time already past', () => {
    render(<Countdown endsAt="2024-01-01T00:00:00Z" />)
    expect(timerText()).toBe('00Hours00Minutes00Seconds')
  })

  it('moves the seconds bar with the seconds', () => {
    render(<Countdown endsAt="2025-05-01T00:00:30Z" showSecondsBar />)
    const bar = screen.getByTestId('countdown-seconds-bar')
    expect(bar.style.transform).toBe('scaleX(0.5)')
    act(() => jest.advanceTimersByTime(15_000))
    expect(bar.style.transform).toBe('scaleX(0.25)')
  })

  it('clears its timer when unmounted', () => {
    const { unmount } = render(<Countdown durationFromLoadMs={HOUR} />)
    expect(jest.getTimerCount()).toBe(1)
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })
})
