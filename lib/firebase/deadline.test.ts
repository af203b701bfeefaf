import {
  AUTH_TIMEOUT_MS,
  callDeadlineMs,
  FIRESTORE_TIMEOUT_MS,
  isTemporaryFailure,
  TEST_DEADLINE_VARIABLE,
  withDeadline,
} from './deadline'
import { isServiceUnavailable, ServiceUnavailableError } from './service-unavailable'

const failure = (code: unknown) => Object.assign(new Error('failed'), { code })

describe('withDeadline', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('passes a prompt answer through', async () => {
    await expect(withDeadline('firestore', 'read bag', async () => 'bag')).resolves.toBe('bag')
  })

  it('gives up at the deadline with the typed error, whatever the call is still doing', async () => {
    const onTimeout = jest.fn()
    const pending = withDeadline('firestore', 'read bag', () => new Promise<never>(() => {}), {
      timeoutMs: 4000,
      onTimeout,
    })
    const outcome = pending.catch((error: unknown) => error)
    await jest.advanceTimersByTimeAsync(3999)
    expect(onTimeout).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(isServiceUnavailable(error)).toBe(true)
    expect(error).toMatchObject({ service: 'firestore', operation: 'read bag', reason: 'timeout' })
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it("uses this process's deadline for each service unless told otherwise", async () => {
    for (const service of ['firestore', 'auth'] as const) {
      const outcome = withDeadline(service, 'x', () => new Promise<never>(() => {})).catch((e: unknown) => e)
      await jest.advanceTimersByTimeAsync(callDeadlineMs(service) - 1)
      expect(await Promise.race([outcome, 'pending'])).toBe('pending')
      await jest.advanceTimersByTimeAsync(1)
      expect(isServiceUnavailable(await outcome)).toBe(true)
    }
  })

  it('drops an answer that arrives after the deadline, without an unhandled rejection', async () => {
    let fail: (error: unknown) => void = () => {}
    const late = new Promise<never>((_, reject) => (fail = reject))
    const outcome = withDeadline('auth', 'read user', () => late, { timeoutMs: 10 }).catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(10)
    expect(await outcome).toMatchObject({ reason: 'timeout' })
    fail(failure('app/network-error'))
    await jest.advanceTimersByTimeAsync(0)
  })

  it("reports a service's temporary failure as the typed error, keeping the cause", async () => {
    const cause = failure(14)
    const error = await withDeadline('firestore', 'change bag', async () => {
      throw cause
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceUnavailableError)
    expect(error).toMatchObject({ reason: 'unreachable', cause })
  })

  it('passes on an answer that is not an outage (a bad request, a document that exists)', async () => {
    const exists = failure(6)
    await expect(
      withDeadline('firestore', 'create profile', async () => {
        throw exists
      }),
    ).rejects.toBe(exists)
  })
})

describe('callDeadlineMs', () => {
  it('is four seconds for Firestore and for Auth in production, whatever the environment says', () => {
    expect([FIRESTORE_TIMEOUT_MS, AUTH_TIMEOUT_MS]).toEqual([4000, 4000])
    const production = { NODE_ENV: 'production', [TEST_DEADLINE_VARIABLE]: '60000' }
    expect(callDeadlineMs('firestore', production)).toBe(4000)
    expect(callDeadlineMs('auth', production)).toBe(4000)
  })

  it('takes the test run’s longer deadline only under Jest, and ignores a value that is not a duration', () => {
    expect(callDeadlineMs('firestore', { NODE_ENV: 'test', [TEST_DEADLINE_VARIABLE]: '60000' })).toBe(60_000)
    expect(callDeadlineMs('auth', { NODE_ENV: 'test' })).toBe(4000)
    expect(callDeadlineMs('auth', { NODE_ENV: 'test', [TEST_DEADLINE_VARIABLE]: 'soon' })).toBe(4000)
  })
})

describe('isTemporaryFailure', () => {
  it.each([1, 4, 8, 10, 13, 14])('Firestore gRPC code %s is temporary', (code) => {
    expect(isTemporaryFailure('firestore', failure(code))).toBe(true)
  })
  it.each([3, 5, 6, 7, 9, undefined])('Firestore gRPC code %s is an answer', (code) => {
    expect(isTemporaryFailure('firestore', failure(code))).toBe(false)
  })
  it.each(['app/network-error', 'app/network-timeout', 'auth/internal-error', 'ECONNREFUSED'])(
    'Auth %s is temporary',
    (code) => expect(isTemporaryFailure('auth', failure(code))).toBe(true),
  )
  it.each(['auth/session-cookie-revoked', 'auth/invalid-session-cookie', 'auth/user-not-found'])(
    'Auth %s is an answer',
    (code) => expect(isTemporaryFailure('auth', failure(code))).toBe(false),
  )
})
