import 'server-only'
import { createHash } from 'node:crypto'
import type { Firestore, Transaction } from '@/lib/firebase/firestore-types'
import { FieldValue } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION, orderCountFromDoc, type OrderContact } from '@/lib/orders/order-doc'
import { orderCountRef } from '@/lib/orders/order-reads'
import { mailboxKey } from '@/lib/checkout/mailbox'

/**
 * "First order only" means once per person. A new cookie, a new browser or a new account makes a new
 * shopper, so the first order is tied to what a person cannot shed as easily: their mobile number and
 * e-mail. `firstOrderClaims/{sha256(kind:value)}` = `{ kind, orderId, createdAt }` exists once any order
 * (guest or account) used that mobile or e-mail; an order is a first order only when neither has a claim
 * (and, for an account, its own orderCounts/{uid} is 0), so neither a new guest cookie nor a new account with
 * a mobile that has ordered earns FATIN15 twice. Decided only when the order is placed: nothing tells a
 * visitor whether a contact has ordered before.
 *
 * The ids are hashes, so the collection holds no number or address in the clear. Read and written inside the
 * order transaction: two orders with one mobile sent at once cannot both be "first".
 */
export const FIRST_ORDER_CLAIMS_COLLECTION = 'firstOrderClaims'

type ClaimKind = 'mobile' | 'email'

export function claimId(kind: ClaimKind, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex')
}

/**
 * The claims a contact makes: its mobile, its e-mail as typed (lower-cased) and the inbox that e-mail reaches
 * (lib/checkout/mailbox.ts), so a.yesha@gmail.com or ayesha+2@gmail.com finds ayesha@gmail.com's claim.
 * Both e-mail forms are kept, so claims made before the inbox was counted are still found.
 */
function claimRefs(db: Firestore, contact: OrderContact) {
  const values: [ClaimKind, string][] = [
    ['mobile', contact.mobile],
    ['email', contact.email],
  ]
  if (contact.email !== '' && mailboxKey(contact.email) !== contact.email) {
    values.push(['email', mailboxKey(contact.email)])
  }
  // An account without an e-mail (none today, but Auth allows it) claims its mobile only.
  return values
    .filter(([, value]) => value !== '')
    .map(([kind, value]) => ({
      kind,
      ref: db.collection(FIRST_ORDER_CLAIMS_COLLECTION).doc(claimId(kind, value)),
    }))
}

export type ClaimCheck = { claimed: boolean; write: (orderId: string) => void }

/**
 * Reads the claims for a contact in the transaction. `claimed` says whether either exists; `write` (call it
 * after every read of the transaction) records the ones that do not, naming the order that made them.
 */
export async function readClaimsInTransaction(
  tx: Transaction,
  db: Firestore,
  contact: OrderContact,
): Promise<ClaimCheck> {
  const refs = claimRefs(db, contact)
  const snapshots = await tx.getAll(...refs.map((claim) => claim.ref))
  const missing = refs.filter((_, index) => !snapshots[index]?.exists)
  return {
    claimed: missing.length < refs.length,
    write: (orderId) => {
      for (const claim of missing) {
        tx.set(claim.ref, { kind: claim.kind, orderId, createdAt: FieldValue.serverTimestamp() })
      }
    },
  }
}

/** Statuses of an order that happened or may still happen: all but cancelled. */
const STANDING_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'returned'] as const

/**
 * Another standing order of the contact's, by the field a claim of `kind` matches (the mobile, or the inbox
 * the e-mail reaches): the claim passes to it rather than going back, since that order is then her first.
 */
async function readHeir(
  tx: Transaction,
  db: Firestore,
  kind: ClaimKind,
  contact: OrderContact,
  cancelledId: string,
): Promise<string | null> {
  const [field, value] =
    kind === 'mobile' ? ['contactMobile', contact.mobile] : ['contactMailbox', mailboxKey(contact.email)]
  if (!value) return null
  const orders = await tx.get(
    db
      .collection(ORDERS_COLLECTION)
      .where(field, '==', value)
      .where('status', 'in', [...STANDING_STATUSES])
      .limit(2),
  )
  return orders.docs.find((order) => order.id !== cancelledId)?.id ?? null
}

/**
 * An order cancelled before it ships gives the first-order discount back: the claims this order made are
 * removed (a claim another order made stays), and an account's count goes down by one. A claim whose mobile
 * or inbox has another order standing (placed later at full price, say) passes to that order instead, so the
 * discount never goes to a second order while the first real one is still on its way. Read in the cancelling
 * transaction; `write` (after every read) removes or passes them.
 */
export async function readClaimsToReturn(
  tx: Transaction,
  db: Firestore,
  order: { id: string; uid: string | null; contact?: OrderContact },
): Promise<{ write: () => void }> {
  const contact = order.contact
  const refs = contact ? claimRefs(db, contact) : []
  const claims = refs.length > 0 ? await tx.getAll(...refs.map((claim) => claim.ref)) : []
  const made = refs.filter((_, index) => {
    const claim = claims[index]
    return claim?.exists === true && claim.get('orderId') === order.id
  })
  const heirs = new Map<ClaimKind, string | null>()
  if (contact) {
    for (const kind of new Set(made.map((claim) => claim.kind))) {
      heirs.set(kind, await readHeir(tx, db, kind, contact, order.id))
    }
  }
  const countRef = order.uid ? orderCountRef(db, order.uid) : null
  const count = countRef ? orderCountFromDoc((await tx.get(countRef)).data()) : 0
  return {
    write: () => {
      for (const claim of made) {
        const heir = heirs.get(claim.kind)
        if (heir) tx.update(claim.ref, { orderId: heir })
        else tx.delete(claim.ref)
      }
      if (countRef && count > 0) {
        tx.set(countRef, { count: count - 1, updatedAt: FieldValue.serverTimestamp() })
      }
    },
  }
}
