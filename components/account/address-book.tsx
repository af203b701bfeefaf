'use client'

import { useRef, useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import { formatPakistaniMobile } from '@/lib/checkout/pakistani-mobile'
import { provinceName } from '@/lib/checkout/province-names'
import type { AddressBookView } from '@/lib/account/account-page-data'
import type { Locale } from '@/lib/i18n/locales'
import { deleteAddressAction, makeDefaultAddressAction } from '@/lib/address-book/actions'
import { addressBookTexts } from './address-book-texts'
import { useReloadAccount } from './account-reload'
import { EditAddressForm } from './edit-address-form'

const secondary =
  'border-brand-700 text-brand-800 hover:bg-brand-50 min-h-11 rounded-full border px-4 text-sm font-semibold disabled:opacity-60'

/** The addresses her orders went to: which one the checkout fills in, and a way to edit or forget them. */
export function AddressBookSection({ book, locale = 'en' }: { book: AddressBookView; locale?: Locale }) {
  const texts = addressBookTexts[locale]
  const reload = useReloadAccount()
  const [pending, start] = useTransition()
  const [editingId, setEditingId] = useState<string | null>(null)
  // Delete asks first: on a phone it sits beside Edit, and a slip would lose the address with no way back.
  const [deletingId, setDeletingId] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const act = (action: (data: FormData) => Promise<{ ok: boolean }>, id: string, done?: string) =>
    start(async () => {
      const data = new FormData()
      data.set('id', id)
      const result = await action(data).catch(() => ({ ok: false }))
      if (!result.ok) toast.error(texts.failed)
      else if (done) toast.success(done)
      reload()
    })
  // The one the checkout fills in: the default, or else the most recent (checkoutAddress in
  // lib/address-book/saved-address.ts), so a single address is never offered as "Make default".
  const checkoutId = book.defaultId ?? book.addresses[0]?.id
  const remove = (id: string) => {
    setDeletingId(null)
    act(deleteAddressAction, id, texts.deleted)
    // The card and its buttons go: her place is the section's heading.
    headingRef.current?.focus()
  }
  return (
    <section
      aria-labelledby="address-book-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="address-book-heading"
        className="font-display text-brand-900 text-xl"
      >
        {texts.title}
      </h2>
      {book.addresses.length === 0 ? (
        <p className="text-ink/75 mt-2 text-sm">{texts.empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {book.addresses.map((saved) => (
            <li key={saved.id} className="border-brand-100 rounded-2xl border p-4">
              <p className="text-ink font-semibold">{saved.fullName}</p>
              <p className="text-ink/80 text-sm">
                {saved.address}, {saved.city}, {provinceName(locale, saved.province)}
                {saved.postalCode ? ` ${saved.postalCode}` : ''}
              </p>
              <p dir="ltr" className="text-ink/80 text-sm [unicode-bidi:isolate]">
                {formatPakistaniMobile(saved.mobile)}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {saved.id === checkoutId ? (
                  <span className="text-brand-800 text-sm font-semibold">{texts.isDefault}</span>
                ) : (
                  <button
                    type="button"
                    className={secondary}
                    disabled={pending}
                    onClick={() => act(makeDefaultAddressAction, saved.id)}
                  >
                    {texts.makeDefault}
                  </button>
                )}
                <button
                  type="button"
                  className={secondary}
                  disabled={pending}
                  aria-expanded={editingId === saved.id}
                  onClick={() => setEditingId(editingId === saved.id ? null : saved.id)}
                >
                  {texts.edit}
                  <span className="sr-only">: {saved.address}</span>
                </button>
                {deletingId !== saved.id && (
                  <button
                    type="button"
                    className={secondary}
                    disabled={pending}
                    onClick={() => setDeletingId(saved.id)}
                  >
                    {texts.remove}
                    <span className="sr-only">: {saved.address}</span>
                  </button>
                )}
              </div>
              {deletingId === saved.id && (
                <div
                  role="group"
                  aria-label={texts.deleteAsk}
                  className="mt-3 flex flex-wrap items-center gap-3"
                >
                  <p className="text-ink text-sm font-medium">{texts.deleteAsk}</p>
                  <button
                    type="button"
                    className={secondary}
                    disabled={pending}
                    autoFocus
                    onClick={() => remove(saved.id)}
                  >
                    {texts.deleteYes}
                  </button>
                  <button type="button" className={secondary} onClick={() => setDeletingId(null)}>
                    {texts.deleteNo}
                  </button>
                </div>
              )}
              {editingId === saved.id && <EditAddressForm saved={saved} onDone={() => setEditingId(null)} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
