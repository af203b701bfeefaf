import { checkHealth } from './check-health'

const answers = () => Promise.resolve()
const fails = () => Promise.reject(new Error('14 UNAVAILABLE: connect ECONNREFUSED 127.0.0.1:8080'))
const hangs = () => new Promise<never>(() => {})

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('checkHealth', () => {
  it('is ok when both services answer', async () => {
    await expect(checkHealth({ auth: answers, firestore: answers })).resolves.toEqual({
      ok: true,
      auth: 'up',
      firestore: 'up',
    })
  })

  it('names the service that fails', async () => {
    await expect(checkHealth({ auth: answers, firestore: fails })).resolves.toEqual({
      ok: false,
      auth: 'up',
      firestore: 'down',
    })
    await expect(checkHealth({ auth: fails, firestore: answers })).resolves.toEqual({
      ok: false,
      auth: 'down',
      firestore: 'up',
    })
  })

  it('counts a service that does not answer in time as down, without waiting for it', async () => {
    jest.useFakeTimers()
    try {
      const report = checkHealth({ auth: hangs, firestore: answers }, 2000)
      await jest.advanceTimersByTimeAsync(1999)
      let settled = false
      void report.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await jest.advanceTimersByTimeAsync(1)
      await expect(report).resolves.toEqual({ ok: false, auth: 'down', firestore: 'up' })
    } finally {
      jest.useRealTimers()
    }
  })

  it('checks both at once, so the answer takes one time limit, not two', async () => {
    jest.useFakeTimers()
    try {
      const report = checkHealth({ auth: hangs, firestore: hangs }, 2000)
      await jest.advanceTimersByTimeAsync(2000)
      await expect(report).resolves.toEqual({ ok: false, auth: 'down', firestore: 'down' })
    } finally {
      jest.useRealTimers()
    }
  })
})
