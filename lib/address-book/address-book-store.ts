import 'server-only'
import type { Address } from '@/lib/checkout/address-schema'
import { firestoreCall, firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import {
  ADDRESS_BOOKS_COLLECTION,
  type AddressBook,
  addressBookFromDoc,
  withUsedAddress,
} from './saved-address'

/**
 * The address book's reads and writes (lib/address-book/saved-address.ts). Never cached: it is read by the
 * checkout and the account page only, each once per request, and a shopper's own change must show at once.
 */
export function addressBookRef(db: Firestore, uid: string) {
  return db.collection(ADDRESS_BOOKS_COLLECTION).doc(uid)
}

export async function readAddressBook(db: Firestore, uid: string): Promise<AddressBook> {
  const snapshot = await firestoreCall('read address book', () => addressBookRef(db, uid).get())
  return addressBookFromDoc(snapshot.data())
}

/** Changes the book in one transaction, so two tabs cannot undo each other's change. */
export async function changeAddressBook(
  db: Firestore,
  uid: string,
  change: (book: AddressBook) => AddressBook,
): Promise<AddressBook> {
  const ref = addressBookRef(db, uid)
  return firestoreTransaction(db, 'change address book', async (tx) => {
    const next = change(addressBookFromDoc((await tx.get(ref)).data()))
    tx.set(ref, { ...next, updatedAt: FieldValue.serverTimestamp() })
    return next
  })
}

/** After an account's order: the address it went to comes first. A failure is logged, never the order's. */
export async function rememberOrderAddress(db: Firestore, uid: string, address: Address): Promise<void> {
  await changeAddressBook(db, uid, (book) => withUsedAddress(book, address)).catch((error: unknown) => {
    console.error('[address-book] could not remember the order address', error)
  })
}
