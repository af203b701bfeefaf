import { useTexts } from '@/components/i18n/locale-context'
import { checkoutTexts } from './checkout-texts'
import { SelectField, TextField } from '@/components/ui/form-fields'
import { PROVINCES } from '@/lib/checkout/address-schema'
import type { FieldErrors } from '@/lib/forms/field-errors'
import type { CheckoutDefaults } from '@/lib/checkout/checkout-view-types'
import { REMEMBER_FIELD } from './device-address'

export type { CheckoutDefaults } from '@/lib/checkout/checkout-view-types'

type AddressFieldsProps = {
  defaults: CheckoutDefaults
  errors: FieldErrors
  /** A guest also gives an e-mail for the receipt; an account's comes from the account. */
  askEmail?: boolean
}

/** The delivery address section of the checkout form (fields named as lib/checkout/address-schema.ts). */
export function AddressFields({ defaults, errors, askEmail = false }: AddressFieldsProps) {
  const texts = useTexts(checkoutTexts).delivery
  return (
    <section
      aria-labelledby="delivery-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="delivery-heading" className="font-display text-brand-900 text-xl">
        {texts.heading}
      </h2>
      <p className="text-ink/65 mt-1 text-sm">{texts.across}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <AddressInputs defaults={defaults} errors={errors} askEmail={askEmail} />
        {askEmail && (
          <label className="text-ink flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
            <input type="checkbox" name={REMEMBER_FIELD} className="accent-brand-700 size-5" />
            {texts.rememberOnDevice}
          </label>
        )}
      </div>
    </section>
  )
}

/**
 * The address's own fields, for a two-column grid: the checkout's, and the account page's form that edits a
 * saved address.
 */
export function AddressInputs({ defaults, errors, askEmail = false }: AddressFieldsProps) {
  const texts = useTexts(checkoutTexts).delivery
  const provinceOptions = PROVINCES.map((province) => ({ value: province, label: texts.provinces[province] }))
  return (
    <>
      <TextField
        name="fullName"
        label={texts.fullName}
        autoComplete="name"
        required
        maxLength={80}
        defaultValue={defaults.fullName}
        error={errors.fullName}
        className="sm:col-span-2"
      />
      <TextField
        name="mobile"
        label={texts.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        placeholder="03XX XXXXXXX"
        hint={texts.mobileHint}
        defaultValue={defaults.mobile}
        error={errors.mobile}
        className="sm:col-span-2"
      />
      {askEmail && (
        <TextField
          name="email"
          label={texts.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          hint={texts.emailHint}
          error={errors.email}
          className="sm:col-span-2"
        />
      )}
      <TextField
        name="address"
        label={texts.address}
        autoComplete="street-address"
        required
        maxLength={200}
        placeholder={texts.addressPlaceholder}
        defaultValue={defaults.address}
        error={errors.address}
        className="sm:col-span-2"
      />
      <TextField
        name="city"
        label={texts.city}
        autoComplete="address-level2"
        required
        maxLength={60}
        defaultValue={defaults.city}
        error={errors.city}
      />
      <SelectField
        name="province"
        label={texts.province}
        required
        autoComplete="address-level1"
        defaultValue={defaults.province}
        placeholder={texts.choose}
        options={provinceOptions}
        error={errors.province}
      />
      <TextField
        name="postalCode"
        label={texts.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        defaultValue={defaults.postalCode}
        error={errors.postalCode}
      />
    </>
  )
}
