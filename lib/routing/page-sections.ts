/**
 * The first path segments app/[lang] has pages for (checked against the folders in page-sections.test.ts).
 * A path starting with anything else names nothing, and proxy.ts answers it with the static 404 screen.
 */
export const PAGE_SECTIONS: ReadonlySet<string> = new Set([
  'about',
  'accessories',
  'account',
  'beauty',
  'blog',
  'careers',
  'cart',
  'category',
  'checkout',
  'clothing',
  'contact',
  'faq',
  'forgot-password',
  'guide',
  'hijabs',
  'loyalty',
  // The web app manifest in each language, app/[lang]/manifest.webmanifest/route.ts.
  'manifest.webmanifest',
  'newsletter',
  'offline',
  'orders',
  'payment',
  'privacy',
  'product',
  'sale',
  'search',
  'shipping',
  'signin',
  'signup',
  'staff',
  'stock-alerts',
  'terms',
  'wishlist',
  // The home page's preview picture, app/[lang]/opengraph-image.tsx.
  'opengraph-image',
])
