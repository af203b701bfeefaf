import { z } from 'zod'
import { ORDER_STATUSES } from '@/lib/orders/lifecycle/transitions'
import { shopDayStart } from './shop-day'

export const SHOPPER_CONFIRMATION_FILTERS = ['confirmed', 'awaiting'] as const
export type ShopperConfirmationFilter = (typeof SHOPPER_CONFIRMATION_FILTERS)[number]

/**
 * The back office's list filters, as they travel in the URL (/staff?status=placed&date=2026-03-02&q=…&shopper=awaiting), so
 * a view can be bookmarked or shared with a colleague. Anything unreadable is simply no filter.
 */
export const StaffFiltersSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  date: z
    .string()
    .refine((day) => shopDayStart(day) !== null)
    .optional()
    .catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  /** The cash-on-delivery confirmation loop: confirmed by the shopper herself, or placed and awaiting her. */
  shopper: z.enum(SHOPPER_CONFIRMATION_FILTERS).optional().catch(undefined),
})

export type StaffFilters = z.infer<typeof StaffFiltersSchema>

type SearchParams = Record<string, string | string[] | undefined>

export function staffFilters(params: SearchParams): StaffFilters {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) || undefined
  const parsed = StaffFiltersSchema.parse({
    status: first(params.status),
    date: first(params.date),
    q: first(params.q),
    shopper: first(params.shopper),
  })
  return { ...parsed, q: parsed.q || undefined }
}

export function hasFilters(filters: StaffFilters): boolean {
  return Boolean(filters.status || filters.date || filters.q || filters.shopper)
}
