import { z } from 'zod'
import { MOBILE_ERROR, normalizePakistaniMobile } from './pakistani-mobile'

/**
 * The delivery address for an order in Pakistan. The same schema validates the checkout form in the browser
 * and the placeOrder action on the server.
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
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(2, 'Please enter your full name.')
    .max(80, 'Please shorten the name to 80 characters.'),
  mobile: z
    .string({ error: MOBILE_ERROR })
    .trim()
    .min(1, 'Please enter a mobile number.')
    .transform((value, context) => {
      const normalized = normalizePakistaniMobile(value)
      if (normalized === null) {
        context.addIssue({ code: 'custom', message: MOBILE_ERROR })
        return z.NEVER
      }
      return normalized
    }),
  address: z
    .string({ error: 'Please enter your street address (house, street, area).' })
    .trim()
    .min(5, 'Please enter your street address (house, street, area).')
    .max(200, 'Please shorten the address to 200 characters.'),
  city: z
    .string({ error: 'Please enter your city.' })
    .trim()
    .min(2, 'Please enter your city.')
    .max(60, 'Please shorten the city to 60 characters.'),
  province: z.enum(PROVINCES, { error: 'Please choose your province or territory.' }),
  postalCode: z
    .string({ error: 'A postal code has 5 digits (or leave it empty).' })
    .trim()
    .regex(/^(\d{5})?$/, 'A postal code has 5 digits (or leave it empty).')
    .optional()
    .transform((value) => value || null),
})
export type AddressInput = z.input<typeof AddressSchema>
export type Address = z.output<typeof AddressSchema>
