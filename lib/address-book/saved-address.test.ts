import type { Address } from '@/lib/checkout/address-schema'
import {
  addressBookFromDoc,
  checkoutAddress,
  EMPTY_ADDRESS_BOOK,
  MAX_SAVED_ADDRESSES,
  savedAddressId,
  withDefault,
  withEditedAddress,
  withoutAddress,
  withUsedAddress,
} from './saved-address'

const home: Address = {
  fullName: 'Ayesha Khan',
  mobile: '+923001234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
}
const work: Address = { ...home, address: 'Office 3, Mall Road' }

describe('the address book', () => {
  it('puts the address of the latest order first, once, however it was typed', () => {
    let book = withUsedAddress(EMPTY_ADDRESS_BOOK, home)
    book = withUsedAddress(book, work)
    book = withUsedAddress(book, { ...home, address: ' house 12,  street 4, GULBERG III ' })
    // One entry for the same address, as she typed it last.
    expect(book.addresses.map((saved) => saved.address)).toEqual([
      ' house 12,  street 4, GULBERG III ',
      work.address,
    ])
    expect(savedAddressId(home)).toBe(book.addresses[0]?.id)
  })

  it('fills the checkout from the default, else the most recent', () => {
    const book = withUsedAddress(withUsedAddress(EMPTY_ADDRESS_BOOK, home), work)
    expect(checkoutAddress(book)?.address).toBe(work.address)
    const withHome = withDefault(book, savedAddressId(home))
    expect(checkoutAddress(withHome)?.address).toBe(home.address)
    // A later order elsewhere does not move the default.
    expect(checkoutAddress(withUsedAddress(withHome, work))?.address).toBe(home.address)
    expect(checkoutAddress(EMPTY_ADDRESS_BOOK)).toBeNull()
  })

  it('forgets a deleted address, and the default with it', () => {
    const book = withDefault(withUsedAddress(EMPTY_ADDRESS_BOOK, home), savedAddressId(home))
    expect(withoutAddress(book, savedAddressId(home))).toEqual(EMPTY_ADDRESS_BOOK)
    expect(withDefault(book, 'no-such-id')).toBe(book)
  })

  it('keeps at most MAX_SAVED_ADDRESSES, and reads a damaged document as empty', () => {
    let book = EMPTY_ADDRESS_BOOK
    for (let i = 0; i < MAX_SAVED_ADDRESSES + 2; i += 1)
      book = withUsedAddress(book, { ...home, address: `House ${i}` })
    expect(book.addresses).toHaveLength(MAX_SAVED_ADDRESSES)
    expect(book.addresses[0]?.address).toBe(`House ${MAX_SAVED_ADDRESSES + 1}`)
    expect(addressBookFromDoc({ addresses: 'nonsense' })).toEqual(EMPTY_ADDRESS_BOOK)
    expect(addressBookFromDoc(undefined)).toEqual(EMPTY_ADDRESS_BOOK)
  })

  it('puts an edited address in its place, keeps it the default, and never keeps two of the same', () => {
    const book = withDefault(
      withUsedAddress(withUsedAddress(EMPTY_ADDRESS_BOOK, home), work),
      savedAddressId(work),
    )
    const moved = { ...work, address: 'Flat 2, Canal View', city: 'Multan' }
    const edited = withEditedAddress(book, savedAddressId(work), moved)
    expect(edited.addresses.map((saved) => saved.address)).toEqual([moved.address, home.address])
    expect(edited.defaultId).toBe(savedAddressId(moved))
    expect(checkoutAddress(edited)?.city).toBe('Multan')
    // Edited into the same words as another entry: one is kept.
    const merged = withEditedAddress(edited, savedAddressId(moved), home)
    expect(merged.addresses).toEqual([{ id: savedAddressId(home), ...home }])
    expect(merged.defaultId).toBe(savedAddressId(home))
    // An entry deleted meanwhile (another tab): nothing changes.
    expect(withEditedAddress(book, 'ffffffffffffffff', moved)).toBe(book)
  })
})
