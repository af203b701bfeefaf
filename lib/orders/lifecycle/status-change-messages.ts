import type { OrderStatus } from './transitions'

/**
 * Why a status change was refused, as a code (apart from change-status.ts, which is server-only, so the words
 * in lib/i18n can name them). A shopper meets the first three when cancelling; the others only the back office.
 */
export type StatusRefusal =
  /** No such order, or not one this shopper may see: the same answer either way. */
  | { code: 'status-order-not-found' }
  | { code: 'cancel-after-shipping' }
  | { code: 'cancel-after-delivery' }
  | { code: 'status-not-allowed'; from: OrderStatus; to: OrderStatus }
  /** Shipping needs the courier and the tracking number. */
  | { code: 'needs-shipment' }
  /** A returned parcel needs its reason. */
  | { code: 'needs-return-reason' }
  /** The order moved on after the form was drawn (another tab, another staff member). */
  | { code: 'status-changed' }
