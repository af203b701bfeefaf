'use server'

import { z } from 'zod'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { shopperForChange } from '@/lib/shopper/shopper-for-change'
import { changeAddressBook } from './address-book-store'
import { withDefault, withEditedAddress, withoutAddress } from './saved-address'
import { EditAddressSchema, SavedAddressIdSchema } from './edit-address-schema'

/** "Edit", "Make default" and "Delete" on the account page's saved addresses; the account from the verified session. */
export type AddressBookResult = ActionResult<object, { code: 'signed-out' }>
export type EditAddressResult = ActionResult<object, { code: 'sign-in-again' }>

const AddressIdSchema = z.object({ id: SavedAddressIdSchema })

export async function editAddressAction(formData: FormData): Promise<EditAddressResult> {
  return runValidated(EditAddressSchema, formFields(formData), async ({ id, ...address }) => {
    const uid = await shopperForChange()
    if (!uid) return { ok: false, code: 'sign-in-again' } as const
    await changeAddressBook(adminDb(), uid, (book) => withEditedAddress(book, id, address))
    return { ok: true } as const
  })
}

export async function makeDefaultAddressAction(formData: FormData): Promise<AddressBookResult> {
  return runValidated(AddressIdSchema, formFields(formData), async ({ id }): Promise<AddressBookResult> => {
    const uid = await shopperForChange()
    if (!uid) return { ok: false, code: 'signed-out' }
    await changeAddressBook(adminDb(), uid, (book) => withDefault(book, id))
    return { ok: true }
  })
}

export async function deleteAddressAction(formData: FormData): Promise<AddressBookResult> {
  return runValidated(AddressIdSchema, formFields(formData), async ({ id }): Promise<AddressBookResult> => {
    const uid = await shopperForChange()
    if (!uid) return { ok: false, code: 'signed-out' }
    await changeAddressBook(adminDb(), uid, (book) => withoutAddress(book, id))
    return { ok: true }
  })
}
