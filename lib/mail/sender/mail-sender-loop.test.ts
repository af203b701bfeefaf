import { nudgeMailSender } from './nudge'
import { runMailSender } from './mail-sender-loop'

/** The sender's wake-ups: at start, on every poll, and at once on a nudge; never two passes at a time. */
describe('runMailSender', () => {
  afterEach(() => jest.useRealTimers())

  it('drains at start, on each poll and on a nudge, one pass at a time', async () => {
    jest.useFakeTimers()
    let active = 0
    let most = 0
    let passes = 0
    let finish: () => void = () => {}
    const drain = jest.fn(async () => {
      active += 1
      most = Math.max(most, active)
      passes += 1
      await new Promise<void>((resolve) => (finish = resolve))
      active -= 1
      return 0
    })
    const sender = runMailSender(drain, { pollMs: 5_000, onError: () => {} })
    expect(passes).toBe(1)

    // Nudged twice during the first pass: one more pass after it, not two at once.
    nudgeMailSender()
    nudgeMailSender()
    expect(passes).toBe(1)
    finish()
    await Promise.resolve()
    await jest.advanceTimersByTimeAsync(0)
    expect(passes).toBe(2)
    finish()
    await jest.advanceTimersByTimeAsync(0)

    await jest.advanceTimersByTimeAsync(5_000)
    expect(passes).toBe(3)
    finish()
    await sender.settled()
    expect(most).toBe(1)

    sender.stop()
    nudgeMailSender()
    await jest.advanceTimersByTimeAsync(20_000)
    expect(passes).toBe(3)
  })

  it('reports a failed pass and keeps going', async () => {
    jest.useFakeTimers()
    const errors: unknown[] = []
    const drain = jest.fn().mockRejectedValueOnce(new Error('firestore down')).mockResolvedValue(0)
    const sender = runMailSender(drain, { pollMs: 1_000, onError: (error) => errors.push(error) })
    await sender.settled()
    expect(errors).toEqual([new Error('firestore down')])
    await jest.advanceTimersByTimeAsync(1_000)
    expect(drain).toHaveBeenCalledTimes(2)
    sender.stop()
  })
})
