import { COURIERS, type Courier, type CourierId } from '@/data/couriers'

/** The courier with this id; undefined for an unknown id or a name typed before the list existed. */
export function courierById(id: string): Courier | undefined {
  return (COURIERS as readonly Courier[]).find((courier) => courier.id === id)
}

export function isCourierId(id: string): id is CourierId {
  return courierById(id) !== undefined
}

/** Tracking numbers are compared and stored without spaces or dashes, in upper case. */
export function normaliseTracking(tracking: string): string {
  return tracking.replace(/[\s-]+/g, '').toUpperCase()
}

/** Whether `tracking` (as typed) is a tracking number of that courier. */
export function isTrackingNumberOf(courierId: string, tracking: string): boolean {
  const courier = courierById(courierId)
  return courier !== undefined && courier.trackingFormat.test(normaliseTracking(tracking))
}

/** What to show for a stored courier: its name from the list, or the text stored by an older order. */
export function courierName(stored: string): string {
  return courierById(stored)?.name ?? stored
}

/** The courier's own tracking page for this number; null for a courier not in the list. */
export function courierTrackingUrl(stored: string, tracking: string): string | null {
  const courier = courierById(stored)
  if (!courier) return null
  return courier.trackingUrl.replace('{tracking}', encodeURIComponent(normaliseTracking(tracking)))
}
