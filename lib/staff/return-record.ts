import 'server-only'
import { createHash } from 'node:crypto'
import { firestoreCall } from '@/lib/firebase/calls'
import { FieldValue, type Firestore, type Transaction } from '@/lib/firebase/firestore-types'
import { RETURN_REASONS, type ReturnReason } from '@/lib/orders/lifecycle/transitions'

/**
 * How many parcels sent to a mobile came back, by reason: `returnRecords/{sha256(mobile)}` = `{ refused: n,
 * 'nobody-home': n, … }`, counted in the transaction that marks a parcel returned
 * (lib/orders/lifecycle/change-status.ts). The back office shows it beside every order from that mobile, in
 * the list and on the order's page, so staff call before sending another parcel. Hashed: no mobile in the clear.
 */
export const RETURN_RECORDS_COLLECTION = 'returnRecords'

export type ReturnRecord = Partial<Record<ReturnReason, number>>

function recordRef(db: Firestore, mobile: string) {
  const id = createHash('sha256').update(`fatin-returns\n${mobile}`).digest('hex')
  return db.collection(RETURN_RECORDS_COLLECTION).doc(id)
}

/** Counts one returned parcel (a write only: it adds nothing to the transaction's reads). */
export function recordReturn(tx: Transaction, db: Firestore, mobile: string, reason: ReturnReason): void {
  tx.set(recordRef(db, mobile), { [reason]: FieldValue.increment(1) }, { merge: true })
}

function recordFrom(data: Record<string, unknown> | undefined): ReturnRecord {
  const record: ReturnRecord = {}
  for (const reason of RETURN_REASONS) {
    const count = data?.[reason]
    if (typeof count === 'number' && count > 0) record[reason] = count
  }
  return record
}

/** The records of these mobiles, read at once; a mobile with no returned parcel is absent. */
export async function readReturnRecords(
  db: Firestore,
  mobiles: readonly string[],
): Promise<Map<string, ReturnRecord>> {
  const unique = [...new Set(mobiles)]
  if (unique.length === 0) return new Map()
  const snapshots = await firestoreCall('read return records', () =>
    db.getAll(...unique.map((mobile) => recordRef(db, mobile))),
  )
  const records = new Map<string, ReturnRecord>()
  snapshots.forEach((snapshot, index) => {
    const record = recordFrom(snapshot.data())
    const mobile = unique[index]
    if (mobile && Object.keys(record).length > 0) records.set(mobile, record)
  })
  return records
}
