'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { AddressInputs } from '@/components/checkout/address-fields'
import { SaveCancelButtons } from './save-cancel-buttons'
import { editAddressAction } from '@/lib/address-book/actions'
import { EditAddressSchema } from '@/lib/address-book/edit-address-schema'
import type { AddressBookView } from '@/lib/account/account-page-data'
import { formatPakistaniMobile } from '@/lib/checkout/pakistani-mobile'
import { PROVINCES, type Province } from '@/lib/checkout/address-schema'
import { addressBookTexts } from './address-book-texts'
import { useAccountEdit } from './use-account-edit'

type SavedAddressView = AddressBookView['addresses'][number]

function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value)
}

/** Edits one saved address in place, with the checkout's own fields and rules; the page reloads her book. */
export function EditAddressForm({ saved, onDone }: { saved: SavedAddressView; onDone: () => void }) {
  const texts = useTexts(addressBookTexts)
  const { formProps, pending, errors } = useAccountEdit({
    schema: EditAddressSchema,
    action: editAddressAction,
    savedText: texts.saved,
    onDone,
  })
  return (
    <form
      aria-label={texts.editForm}
      {...formProps}
      className="border-brand-100 bg-brand-50/50 mt-3 grid gap-4 rounded-2xl border p-4 sm:grid-cols-2"
    >
      <input type="hidden" name="id" value={saved.id} />
      <AddressInputs
        defaults={{
          fullName: saved.fullName,
          mobile: formatPakistaniMobile(saved.mobile),
          address: saved.address,
          city: saved.city,
          province: isProvince(saved.province) ? saved.province : '',
          postalCode: saved.postalCode ?? '',
        }}
        errors={errors}
      />
      <SaveCancelButtons pending={pending} labels={texts} onCancel={onDone} className="sm:col-span-2" />
    </form>
  )
}
