/**
 * The one error the shop throws when Firestore or Firebase Auth cannot answer in time (an outage, a network
 * failure, a timeout). Code that can live without the data catches it and degrades (badges unknown, hearts
 * neutral); pages that cannot let it reach their error boundary, which asks the shopper to try again.
 *
 * Detect it with isServiceUnavailable(error), not `instanceof`: Next bundles server code in more than one layer,
 * so the class can exist twice in one process, while the `code` is the same string everywhere.
 */
export const SERVICE_UNAVAILABLE = 'fatin/service-unavailable'

export type BackendService = 'firestore' | 'auth'

/** 'timeout': no answer within our deadline; 'unreachable': the service answered that it cannot serve now. */
export type UnavailableReason = 'timeout' | 'unreachable'

export class ServiceUnavailableError extends Error {
  readonly code = SERVICE_UNAVAILABLE
  override readonly name = 'ServiceUnavailableError'

  constructor(
    readonly service: BackendService,
    readonly operation: string,
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`${service} ${reason === 'timeout' ? 'timed out' : 'is unavailable'}: ${operation}`, options)
  }
}

export function isServiceUnavailable(error: unknown): error is ServiceUnavailableError {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === SERVICE_UNAVAILABLE
}
