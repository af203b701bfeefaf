import 'server-only'
import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { type DeadlineOptions, withDeadline } from './deadline'
import { ServiceUnavailableError } from './service-unavailable'

/**
 * How the shop calls Firebase: every Firestore read, write and transaction and every Auth call goes through
 * one of these, so each has our deadline and reports an outage as ServiceUnavailableError
 * (lib/firebase/service-unavailable.ts). `operation` names the call in logs ("read bag").
 */

export function firestoreCall<T>(operation: string, run: () => Promise<T>, options?: DeadlineOptions) {
  return withDeadline('firestore', operation, run, options)
}

export function authCall<T>(operation: string, run: () => Promise<T>, options?: DeadlineOptions) {
  return withDeadline('auth', operation, run, options)
}

/**
 * A read-write transaction with our deadline. Once the deadline has passed the shopper has been told nothing
 * changed, so an attempt that only gets its reads through later (firebase-admin retries in the background)
 * throws instead of committing. The commit call itself is bounded in lib/firebase/admin.ts (no retries, the
 * same deadline), so a commit cut off by an outage cannot land minutes later either.
 */
export function firestoreTransaction<T>(
  db: Firestore,
  operation: string,
  work: (tx: Transaction) => Promise<T>,
  options: Omit<DeadlineOptions, 'onTimeout'> = {},
): Promise<T> {
  let expired = false
  return withDeadline(
    'firestore',
    operation,
    () =>
      db.runTransaction(async (tx) => {
        const result = await work(tx)
        if (expired) throw new ServiceUnavailableError('firestore', operation, 'timeout')
        return result
      }),
    {
      ...options,
      onTimeout: () => {
        expired = true
      },
    },
  )
}
