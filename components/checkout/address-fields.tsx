import { SelectField, TextField } from '@/components/ui/form-fields'
import { MOBILE_HINT, PROVINCES } from '@/lib/checkout/address-schema'
import type { FieldErrors } from '@/lib/forms/field-errors'

export type CheckoutDefaults = { fullName: string; mobile: string }

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province, label: province }))

type AddressFieldsProps = {
  defaults: CheckoutDefaults
  errors: FieldErrors
  /** A guest also gives an e-mail for the receipt; an account's comes from the account. */
  askEmail?: boolean
}

/** The delivery address section of the checkout form (fields named as lib/checkout/address-schema.ts). */
export function AddressFields({ defaults, errors, askEmail = false }: AddressFieldsProps) {
  return (
    <section
      aria-labelledby="delivery-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="delivery-heading" className="font-display text-brand-900 text-xl">
        Delivery address
      </h2>
      <p className="text-ink/65 mt-1 text-sm">We deliver across Pakistan.</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          name="fullName"
          label="Full name"
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={defaults.fullName}
          error={errors.fullName}
          className="sm:col-span-2"
        />
        <TextField
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder="03XX XXXXXXX"
          hint={MOBILE_HINT}
          defaultValue={defaults.mobile}
          error={errors.mobile}
          className="sm:col-span-2"
        />
        {askEmail && (
          <TextField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder="you@example.com"
            hint="For your receipt. We never share it."
            error={errors.email}
            className="sm:col-span-2"
          />
        )}
        <TextField
          name="address"
          label="Address"
          autoComplete="street-address"
          required
          maxLength={200}
          placeholder="House, street, area"
          error={errors.address}
          className="sm:col-span-2"
        />
        <TextField
          name="city"
          label="City"
          autoComplete="address-level2"
          required
          maxLength={60}
          error={errors.city}
        />
        <SelectField
          name="province"
          label="Province"
          required
          autoComplete="address-level1"
          defaultValue=""
          placeholder="Choose a province"
          options={PROVINCE_OPTIONS}
          error={errors.province}
        />
        <TextField
          name="postalCode"
          label="Postal code (optional)"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors.postalCode}
        />
      </div>
    </section>
  )
}
