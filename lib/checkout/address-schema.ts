import { z } from 'zod'
import { PRINTABLE_TEXT_CHECK } from '@/lib/forms/printable-text'
import { NO_LINK_CHECK } from '@/lib/forms/web-address'
import { normalizePakistaniMobile } from './pakistani-mobile'
import { toLatinDigits } from '@/lib/format/latin-digits'

/**
 * The delivery address for an order in Pakistan. The same schema validates the checkout form in the browser
 * and the placeOrder action on the server. Its messages are codes (lib/forms/field-error-codes.ts).
 */
export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const
export type Province = (typeof PROVINCES)[number]

// Zod-free, so the browser's message table can quote them without loading zod (lib/checkout/pakistani-mobile.ts).
export {
  formatPakistaniMobile,
  MOBILE_ERROR,
  MOBILE_HINT,
  normalizePakistaniMobile,
} from './pakistani-mobile'

export const AddressSchema = z.object({
  fullName: z
    .string({ error: 'delivery-name-empty' })
    .trim()
    .min(2, 'delivery-name-empty')
    .max(80, 'delivery-name-long')
    .refine(...PRINTABLE_TEXT_CHECK)
    .refine(...NO_LINK_CHECK),
  mobile: z
    .string({ error: 'mobile-invalid' })
    .trim()
    .min(1, 'mobile-empty')
    .transform((value, context) => {
      const normalized = normalizePakistaniMobile(value)
      if (normalized === null) {
        context.addIssue({ code: 'custom', message: 'mobile-invalid' })
        return z.NEVER
      }
      return normalized
    }),
  address: z
    .string({ error: 'address-empty' })
    .trim()
    .min(5, 'address-empty')
    .max(200, 'address-long')
    .refine(...PRINTABLE_TEXT_CHECK)
    .refine(...NO_LINK_CHECK),
  city: z
    .string({ error: 'city-empty' })
    .trim()
    .min(2, 'city-empty')
    .max(60, 'city-long')
    .refine(...PRINTABLE_TEXT_CHECK)
    .refine(...NO_LINK_CHECK),
  province: z.enum(PROVINCES, { error: 'province-missing' }),
  // Five digits (Urdu ones read as 0–9) or nothing: stricter than the text rule already.
  postalCode: z
    .string({ error: 'postal-code-invalid' })
    .trim()
    .transform(toLatinDigits)
    .pipe(z.string().regex(/^(\d{5})?$/, 'postal-code-invalid'))
    .optional()
    .transform((value) => value || null),
})
export type AddressInput = z.input<typeof AddressSchema>
export type Address = z.output<typeof AddressSchema>
