/**
 * The footer's link columns; every target is a page of the shop. Each key names the column's and the link's
 * words in footer-texts.ts.
 */
export const footerColumns = [
  {
    key: 'shop',
    links: [
      { key: 'clothing', href: '/category/clothing' },
      { key: 'accessories', href: '/category/accessories' },
      { key: 'beauty', href: '/category/beauty' },
      { key: 'festive', href: '/category/festive' },
      { key: 'sale', href: '/sale' },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'contact', href: '/contact' },
      { key: 'lookup', href: '/orders/lookup' },
      { key: 'faq', href: '/faq' },
      { key: 'shipping', href: '/shipping' },
      { key: 'payment', href: '/payment' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'blog', href: '/blog' },
      { key: 'careers', href: '/careers' },
      { key: 'loyalty', href: '/loyalty' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', href: '/privacy' },
      { key: 'terms', href: '/terms' },
    ],
  },
] as const
