/**
 * The couriers the shop ships with, as data: the back office's "Ship" form offers exactly these, checks the
 * tracking number against the courier's format, and the order page, the order lookup and the shipped e-mail
 * link to the courier's own public tracking page (`trackingUrl`, `{tracking}` replaced by the number).
 * An order stores the courier's `id`. Orders shipped before this list existed hold the courier's name as
 * typed; they show that name with no link (lib/orders/shipping/couriers.ts).
 */
export type Courier = {
  id: string
  name: string
  /** The courier's public tracking page; `{tracking}` is replaced by the URL-encoded tracking number. */
  trackingUrl: string
  /** What a tracking number of this courier looks like (upper case, no spaces: see normaliseTracking). */
  trackingFormat: RegExp
  /** The same format in words, for the back office's message when a number does not match it. */
  format: string
  /** One real-looking number, shown as the field's hint in the back office. */
  example: string
}

export const COURIERS = [
  {
    id: 'tcs',
    name: 'TCS',
    trackingUrl: 'https://www.tcsexpress.com/track/{tracking}',
    trackingFormat: /^\d{9,12}$/,
    format: '9 to 12 digits',
    example: '779412345678',
  },
  {
    id: 'leopards',
    name: 'Leopards Courier',
    trackingUrl: 'https://www.leopardscourier.com/tracking?cn={tracking}',
    trackingFormat: /^[A-Z]{2}\d{8,10}$/,
    format: '2 letters then 8 to 10 digits',
    example: 'KI7512345678',
  },
  {
    id: 'postex',
    name: 'PostEx',
    trackingUrl: 'https://postex.pk/tracking?cn={tracking}',
    trackingFormat: /^\d{10,14}$/,
    format: '10 to 14 digits',
    example: '22001234567890',
  },
  {
    id: 'mnp',
    name: 'M&P',
    // The tracking page takes the number in its path; consignment numbers seen in use run to 15 digits.
    trackingUrl: 'https://www.mulphilog.com/tracking/{tracking}',
    trackingFormat: /^\d{10,15}$/,
    format: '10 to 15 digits',
    example: '5012345678',
  },
  {
    id: 'trax',
    name: 'Trax',
    trackingUrl: 'https://trax.pk/tracking/?tracking_number={tracking}',
    trackingFormat: /^\d{12}$/,
    format: '12 digits',
    example: '202312345678',
  },
  {
    id: 'pakistan-post',
    name: 'Pakistan Post',
    trackingUrl: 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={tracking}',
    // International (UPU S10: RR123456789PK) and domestic value-payable (VPL12345678) articles.
    trackingFormat: /^(?:[A-Z]{2}\d{9}PK|[A-Z]{3}\d{8})$/,
    format: '3 letters then 8 digits (VPL12345678), or 2 letters, 9 digits and PK',
    example: 'VPL12345678',
  },
] as const satisfies readonly Courier[]

export type CourierId = (typeof COURIERS)[number]['id']
