/** The footer's link columns; every target is a page of the shop. */
export const footerColumns = [
  {
    title: 'Shop',
    links: [
      { label: 'Clothing', href: '/category/clothing' },
      { label: 'Accessories', href: '/category/accessories' },
      { label: 'Beauty', href: '/category/beauty' },
      { label: 'Festive', href: '/category/festive' },
      { label: 'Sale', href: '/sale' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'Find Your Order', href: '/orders/lookup' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Shipping & Returns', href: '/shipping' },
      { label: 'Payment Options', href: '/payment' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Careers', href: '/careers' },
      { label: 'Loyalty Rewards', href: '/loyalty' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
] as const
