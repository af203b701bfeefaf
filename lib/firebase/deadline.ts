import { type BackendService, ServiceUnavailableError } from './service-unavailable'

/**
 * Our own deadline on every Firestore and Auth call. firebase-admin retries an unreachable Firestore for up to
 * ten minutes and its Auth client has no timeout of its own, so without this one outage would hold every page
 * and action open instead of failing fast with ServiceUnavailableError. Four seconds is far above a healthy
 * call (tens of milliseconds) and short enough for a shopper to wait once before seeing a clear message.
 */
export const FIRESTORE_TIMEOUT_MS = 4000
export const AUTH_TIMEOUT_MS = 4000

/**
 * Unit tests run the emulators in the same busy process as the code under test, where a healthy call can take
 * seconds: jest.setup.ts sets FATIN_TEST_CALL_DEADLINE_MS so that a slow machine is not reported as an outage.
 * Honoured only when NODE_ENV is 'test' (Jest's), so no setting of a production server can loosen the deadline.
 */
export const TEST_DEADLINE_VARIABLE = 'FATIN_TEST_CALL_DEADLINE_MS'

/** The deadline of a call to `service` in this process: the production one, unless a test run says otherwise. */
export function callDeadlineMs(
  service: BackendService,
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const production = service === 'firestore' ? FIRESTORE_TIMEOUT_MS : AUTH_TIMEOUT_MS
  if (env.NODE_ENV !== 'test') return production
  const override = Number(env[TEST_DEADLINE_VARIABLE])
  return Number.isFinite(override) && override > 0 ? override : production
}

/**
 * gRPC status codes Firestore reports when it cannot serve right now (as opposed to a bad request): CANCELLED,
 * DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED (contention that outlasted the retries), INTERNAL, UNAVAILABLE.
 */
const TEMPORARY_FIRESTORE_CODES = new Set<unknown>([1, 4, 8, 10, 13, 14])

/** Codes firebase-admin's Auth client and Node's network stack give a failure to reach Auth at all. */
const TEMPORARY_AUTH_CODES = new Set<unknown>([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
  'app/internal-error',
  'auth/quota-exceeded',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EAI_AGAIN',
])

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

/** Whether an error from a service means "not now" (worth a retry later) rather than "no". */
export function isTemporaryFailure(service: BackendService, error: unknown): boolean {
  const code = errorCode(error)
  return service === 'firestore' ? TEMPORARY_FIRESTORE_CODES.has(code) : TEMPORARY_AUTH_CODES.has(code)
}

export type DeadlineOptions = {
  timeoutMs?: number
  /** Called once if the deadline passes first (a transaction uses it to refuse a late commit). */
  onTimeout?: () => void
}

/**
 * Runs one call to a service with a deadline. Rejects with ServiceUnavailableError when the deadline passes
 * or the service reports a temporary failure; any other error (not found, already exists, a bad cookie) is
 * passed on untouched, because it is an answer, not an outage.
 */
export function withDeadline<T>(
  service: BackendService,
  operation: string,
  run: () => Promise<T>,
  { timeoutMs = callDeadlineMs(service), onTimeout }: DeadlineOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const timer = setTimeout(() => {
      if (settled) return
      settled = true
      onTimeout?.()
      reject(new ServiceUnavailableError(service, operation, 'timeout'))
    }, timeoutMs)
    // The call itself may settle long after the deadline (firebase-admin keeps retrying); its late outcome is
    // dropped here, never left as an unhandled rejection.
    Promise.resolve()
      .then(run)
      .then(
        (value) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          reject(
            isTemporaryFailure(service, error)
              ? new ServiceUnavailableError(service, operation, 'unreachable', { cause: error })
              : error,
          )
        },
      )
  })
}
