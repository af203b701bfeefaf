import { z } from 'zod'
import { ColorNameSchema, SizeSchema } from '@/data/schemas'
import { LOCALES } from '@/lib/i18n/locales'
import { normaliseEmail } from '@/lib/newsletter/newsletter-email'

/** "Tell me when it's back": the address, the product and its colour and size, the page's language. */
export const StockAlertSchema = z.object({
  email: z
    .string('newsletter-email-empty')
    .trim()
    .min(1, 'newsletter-email-empty')
    .max(254, 'newsletter-email-invalid')
    .pipe(z.email('newsletter-email-invalid'))
    .transform(normaliseEmail),
  productId: z.coerce.number().int().positive(),
  color: z.union([ColorNameSchema, z.literal('')]).transform((value) => value || null),
  size: z.union([SizeSchema, z.literal('')]).transform((value) => value || null),
  language: z.enum(LOCALES).catch('en'),
})
