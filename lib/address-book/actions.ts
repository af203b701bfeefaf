'use server'

import { z } from 'zod'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { shopperForChange } from '@/lib/shopper/shopper-for-change'
import { changeAddressBook } from './address-book-store'
import { withDefault, withoutAddress } from './saved-address'

/** "Make default" and "Delete" on the account page's saved addresses; the account from the verified session. */
export type AddressBookResult = ActionResult<object, { code: 'signed-out' }>

const AddressIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) })

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
