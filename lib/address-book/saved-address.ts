import { createHash } from 'node:crypto'
import { z } from 'zod'
import { type Address, PROVINCES } from '@/lib/checkout/address-schema'

/**
 * A signed-in shopper's address book: `addressBooks/{uid}` = `{ addresses: SavedAddress[], defaultId }`,
 * written when an order is placed (the address it went to comes first) and from the account page (make
 * default, delete). The checkout fills its form from the default, or else the most recent.
 */
export const ADDRESS_BOOKS_COLLECTION = 'addressBooks'

/** Enough for home, work and family; the oldest beyond it is dropped. */
export const MAX_SAVED_ADDRESSES = 5

export const SavedAddressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postalCode: z.string().nullable(),
})
export type SavedAddress = z.infer<typeof SavedAddressSchema>

const AddressBookSchema = z.object({
  addresses: z.array(SavedAddressSchema.catch(null as never)).catch([]),
  defaultId: z.string().nullable().catch(null),
})
export type AddressBook = { addresses: SavedAddress[]; defaultId: string | null }

export const EMPTY_ADDRESS_BOOK: AddressBook = { addresses: [], defaultId: null }

/** The same address, however it was typed, has one id: spacing and case do not make a second entry. */
export function savedAddressId(address: Address): string {
  const fold = (text: string | null) =>
    (text ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
  const key = [
    address.fullName,
    address.mobile,
    address.address,
    address.city,
    address.province,
    address.postalCode,
  ]
    .map(fold)
    .join('\n')
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

export function addressBookFromDoc(data: unknown): AddressBook {
  if (data === undefined) return EMPTY_ADDRESS_BOOK
  const parsed = AddressBookSchema.safeParse(data)
  if (!parsed.success) return EMPTY_ADDRESS_BOOK
  return { addresses: parsed.data.addresses.filter(Boolean), defaultId: parsed.data.defaultId }
}

/** The book after an order to `address`: it comes first (most recent), once, and the book keeps its size. */
export function withUsedAddress(book: AddressBook, address: Address): AddressBook {
  const id = savedAddressId(address)
  const addresses = [{ id, ...address }, ...book.addresses.filter((saved) => saved.id !== id)].slice(
    0,
    MAX_SAVED_ADDRESSES,
  )
  const defaultId = addresses.some((saved) => saved.id === book.defaultId) ? book.defaultId : null
  return { addresses, defaultId }
}

export function withDefault(book: AddressBook, id: string): AddressBook {
  return book.addresses.some((saved) => saved.id === id) ? { ...book, defaultId: id } : book
}

/**
 * The book after she edits a saved address on the account page: the new wording takes the old one's place
 * (and its default), under the id of what it now says; if that now repeats another entry, one is kept. An id
 * the book no longer has (deleted in another tab) changes nothing.
 */
export function withEditedAddress(book: AddressBook, id: string, address: Address): AddressBook {
  if (!book.addresses.some((saved) => saved.id === id)) return book
  const edited: SavedAddress = { id: savedAddressId(address), ...address }
  const addresses = book.addresses
    .filter((saved) => saved.id === id || saved.id !== edited.id)
    .map((saved) => (saved.id === id ? edited : saved))
  return { addresses, defaultId: book.defaultId === id ? edited.id : book.defaultId }
}

export function withoutAddress(book: AddressBook, id: string): AddressBook {
  return {
    addresses: book.addresses.filter((saved) => saved.id !== id),
    defaultId: book.defaultId === id ? null : book.defaultId,
  }
}

/** What the checkout fills in: the default, or else the most recent; null for an empty book. */
export function checkoutAddress(book: AddressBook): SavedAddress | null {
  return book.addresses.find((saved) => saved.id === book.defaultId) ?? book.addresses[0] ?? null
}
