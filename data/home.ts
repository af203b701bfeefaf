import { FREE_DELIVERY_FROM } from './shipping'
import { site } from './site'
import type { CategoryCard, GridPhoto, NewArrival, Slide, Testimonial } from './schemas'

export const heroSlides: readonly Slide[] = [
  {
    id: 1,
    image: 'home/slide-1',
    title: 'Timeless Abayas for Every Day',
    subtitle: 'Flowing crepe, linen and silk, cut for graceful movement and tailored coverage.',
    href: '/clothing/abayas',
  },
  {
    id: 2,
    image: 'home/slide-2',
    title: 'Soft Hijabs in Every Shade',
    subtitle: 'Silk, chiffon and jersey scarves that drape beautifully and stay put all day.',
    href: '/hijabs/scarves',
  },
  {
    id: 3,
    image: 'home/slide-3',
    title: 'The Eid Edit Is Here',
    subtitle: 'Festive pieces and favourite essentials, now at special prices.',
    href: '/sale',
  },
]

/** 'Discover Your Style': one card per shopping group, each opening its flagship listing. */
export const categoryCards: readonly CategoryCard[] = [
  { name: 'Abayas', image: 'home/category-abayas', href: '/clothing/abayas' },
  { name: 'Hijabs', image: 'home/category-hijabs', href: '/hijabs/scarves' },
  { name: 'Beauty', image: 'home/category-beauty', href: '/beauty/halal-certified' },
  { name: 'Accessories', image: 'home/category-accessories', href: '/accessories/jewelry' },
]

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Ayesha K.',
    content:
      'My embroidered abaya arrived in Karachi in two days, beautifully wrapped. The crepe is heavy and soft, and the sleeves are exactly long enough. I wore it to my cousin’s nikkah and three aunties asked where it was from.',
    rating: 5,
    image: 'avatars/ayesha',
    verified: true,
  },
  {
    id: 2,
    name: 'Fatima R.',
    content:
      'Finally chiffon hijabs that are not see-through and do not slip! I ordered four colours and the shades match the photos. Paying with JazzCash was so easy.',
    rating: 5,
    image: 'avatars/fatima',
    verified: true,
  },
  {
    id: 3,
    name: 'Mahnoor S.',
    content:
      'The halal lipstick stays on through the day and I feel at peace using it. The rose shade suits my skin tone perfectly. I only wish there were more colours.',
    rating: 4,
    image: 'avatars/mahnoor',
    verified: true,
  },
  {
    id: 4,
    name: 'Zainab I.',
    content:
      'I bought the linen prayer dress for Umrah and it was perfect in the heat. Customer care on WhatsApp helped me pick the right size. Will shop again, in sha Allah.',
    rating: 5,
    image: 'avatars/zainab',
    verified: false,
  },
]

export const gridPhotos: readonly GridPhoto[] = [
  {
    image: 'home/grid-1',
    alt: 'A flowing black abaya against a warm ivory wall',
    href: '/clothing/abayas',
  },
  {
    image: 'home/grid-2',
    alt: 'Folded silk and chiffon hijabs in soft pastel shades',
    href: '/hijabs/scarves',
  },
  {
    image: 'home/grid-3',
    alt: 'An embroidered kaftan with gold detail at the neckline',
    href: '/clothing/kaftans',
  },
  {
    image: 'home/grid-4',
    alt: 'Halal lipsticks and a cushion compact on a marble tray',
    href: '/beauty/makeup',
  },
  {
    image: 'home/grid-5',
    alt: 'Pearl earrings and gold bangles on a velvet stand',
    href: '/accessories/jewelry',
  },
  {
    image: 'home/grid-6',
    alt: 'A wide cotton shawl draped over a chair',
    href: '/hijabs/shawls',
  },
]

/** Four just-landed products; the pearl-trim abaya (stock 4) shows the 'Only n Left!' badge. */
export const newArrivals: readonly NewArrival[] = [
  { productId: 4, badge: 'Limited', isTrending: true },
  { productId: 902, badge: 'New', isTrending: false },
  { productId: 202, badge: 'Trending', isTrending: true },
  { productId: 1001, badge: 'Bestseller', isTrending: false },
]

export type BenefitIcon = 'truck' | 'shield' | 'card'
export interface Benefit {
  title: string
  text: string
  icon: BenefitIcon
}

export const benefits: readonly Benefit[] = [
  {
    title: 'Free Shipping',
    text: `Free delivery across Pakistan on every order over ${FREE_DELIVERY_FROM}.`,
    icon: 'truck',
  },
  {
    title: 'Halal Certified',
    text: 'Beauty products independently certified halal, from ingredient to bottle.',
    icon: 'shield',
  },
  {
    title: 'Multiple Payment Options',
    text: `Pay by ${site.paymentMethods.slice(0, -1).join(', ')} or ${site.paymentMethods.at(-1)}.`,
    icon: 'card',
  },
]
