/** Shop-wide facts shown in many places; change them here, not in JSX. */
export const site = {
  name: 'Fatin',
  tagline: 'Modest fashion, hijabs and halal beauty',
  description:
    'Fatin is an online shop for modest fashion: abayas, jilbabs, kaftans, long dresses and tunics, hijabs and shawls, halal-certified beauty and accessories.',
  /** Used for canonical URLs, the sitemap and Open Graph; override with NEXT_PUBLIC_SITE_URL. */
  defaultUrl: 'http://localhost:3000',
  locale: 'en_PK',
  firstOrderDiscountPercent: 10,
  promo: { code: 'FATIN15', percentOff: 15 },
  paymentMethods: ['Visa', 'MasterCard', 'PayPal', 'EasyPaisa', 'JazzCash'],
  contact: { email: 'care@fatin.shop', phone: '+92 300 1234567', city: 'Lahore, Pakistan' },
} as const
