import { FREE_DELIVERY_FROM } from '@/data/shipping'
import { blogPosts } from '@/data/blog'
import { navMenus } from '@/data/navigation'
import type { BlogPost, Category, CategoryGroup, Product } from '@/data/schemas'
import { site } from '@/data/site'
import { categoriesInGroup, getCategoryBySlug, productsInCategory } from '@/lib/catalogue'
import { formatCents } from '@/lib/format/price'

/**
 * What a shared link's preview picture says, for every shareable page. Plain data, so the page's metadata
 * (the picture's alt text) and the picture itself (the route's opengraph-image.tsx, drawn by
 * components/share/preview-card.tsx) are built from the same words.
 */
export type PreviewContent = {
  /** A short line above the title: the category, the section. */
  kicker: string
  title: string
  /** Under the title: the price, a listing's product count and price range, an article's excerpt. */
  detail?: string
  /** A pill at the bottom, on shopping pages: the free-delivery promise. */
  badge?: string
  /** The shop's own artwork under public/, shown beside the words (cropped to a portrait panel). */
  art: string
  /** Which part of a wide picture the portrait crop keeps (CSS object-position); the centre by default. */
  artFocus?: string
  /** The picture described for people who cannot see it (og:image:alt). */
  alt: string
}

/** The shared-link picture's size: what WhatsApp, Facebook and X show large (1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const

/** The listing banners (assets/artwork/heroes) draw their figure right of centre. */
const HERO_FOCUS = '78% 50%'

const freeDelivery = `Free delivery over ${FREE_DELIVERY_FROM}`

/** The preview image route of a page: Next serves `opengraph-image.tsx` at `<page>/opengraph-image`. */
export function previewImagePath(pagePath: string): string {
  return `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}/opengraph-image`
}

function describe(title: string, detail?: string): string {
  return `${title}${detail ? `: ${detail}` : ''}, from ${site.name}`
}

export function productPreview(product: Product): PreviewContent {
  const category = getCategoryBySlug(product.category)
  const detail = formatCents(product.price)
  return {
    kicker: category.name,
    title: product.name,
    detail,
    badge: freeDelivery,
    art: product.imageSrc,
    alt: describe(product.name, detail),
  }
}

/** '8 products · $39.99 to $149.99' (or one price when they are all the same). */
export function productCountAndRange(products: readonly Pick<Product, 'price'>[]): string {
  const count = `${products.length} ${products.length === 1 ? 'product' : 'products'}`
  if (products.length === 0) return count
  const prices = products.map((product) => product.price)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const range = low === high ? formatCents(low) : `${formatCents(low)} to ${formatCents(high)}`
  return `${count} · ${range}`
}

export function listingPreview(category: Category): PreviewContent {
  const detail = productCountAndRange(productsInCategory(category.slug))
  return {
    kicker: groupLabel(category.group),
    title: category.name,
    detail,
    badge: freeDelivery,
    art: category.heroImage,
    artFocus: HERO_FOCUS,
    alt: describe(category.name, detail),
  }
}

function groupLabel(group: CategoryGroup): string {
  return navMenus.find((menu) => menu.slug === group)?.label ?? group
}

/** Each group's own artwork: the home page's 'Discover your style' cards. */
const GROUP_ART: Record<CategoryGroup, string> = {
  clothing: 'home/category-abayas',
  hijabs: 'home/category-hijabs',
  beauty: 'home/category-beauty',
  accessories: 'home/category-accessories',
}

export function groupPreview(group: CategoryGroup): PreviewContent {
  const title = groupLabel(group)
  const categories = categoriesInGroup(group)
  const detail = productCountAndRange(categories.flatMap((category) => productsInCategory(category.slug)))
  return {
    kicker: categories.map((category) => category.name).join(' · '),
    title,
    detail,
    badge: freeDelivery,
    art: GROUP_ART[group],
    alt: describe(title, detail),
  }
}

export function blogPostPreview(post: BlogPost): PreviewContent {
  return {
    kicker: 'The Fatin Journal',
    title: post.title,
    detail: post.excerpt,
    art: post.image,
    alt: describe(post.title),
  }
}

/**
 * The pages with one fixed URL. Each title is the page's own (its metadata title, checked in
 * preview-content.test.ts), and each picture is one of the shop's drawings that suits the page.
 */
const PAGE_PREVIEWS = {
  '/': {
    kicker: site.tagline,
    title: 'Modest Fashion, Hijabs & Halal Beauty',
    detail: `${site.firstOrderDiscountPercent}% off your first order`,
    badge: freeDelivery,
    art: 'home/category-abayas',
  },
  '/sale': {
    kicker: 'Limited time',
    title: 'Flash Sale',
    detail: 'Favourite pieces at their lowest prices, while each countdown lasts',
    badge: freeDelivery,
    art: 'home/grid-3',
  },
  '/category/festive': {
    kicker: 'Festive collection',
    title: 'The Eid Edit',
    detail: 'Embroidered abayas, festive kaftans, and the shawls, jewelry and shoes to finish them',
    badge: freeDelivery,
    art: 'home/grid-3',
  },
  '/blog': {
    kicker: 'Inspire your look',
    title: 'The Fatin Journal',
    detail: 'Styling ideas, fabric guides and halal beauty tips from our team',
    art: blogPosts[0]?.image ?? 'home/grid-2',
  },
  '/about': {
    kicker: 'Our story',
    title: 'About Us',
    detail: 'Modest fashion from Lahore, made for women who want elegance without compromise',
    art: 'home/grid-1',
  },
  '/contact': {
    kicker: 'Customer care',
    title: 'Contact Us',
    detail: `${site.contact.email} · ${site.contact.phone}`,
    art: 'home/grid-2',
  },
  '/faq': {
    kicker: 'Help',
    title: 'Frequently Asked Questions',
    detail: 'Delivery, returns, payment, sizing and halal certification',
    art: 'home/grid-6',
  },
  '/careers': {
    kicker: 'Join us',
    title: 'Careers',
    detail: 'Work with the Fatin team in Lahore',
    art: 'home/grid-5',
  },
  '/shipping': {
    kicker: 'Delivery',
    title: 'Shipping & Returns',
    detail: `${freeDelivery} · 2 to 7 working days across Pakistan · 14-day returns`,
    art: 'home/grid-2',
  },
  '/privacy': {
    kicker: 'Your data',
    title: 'Privacy Policy',
    detail: 'What we collect, why, and how we keep it safe',
    art: 'home/grid-6',
  },
  '/terms': {
    kicker: 'Shopping with us',
    title: 'Terms & Conditions',
    detail: 'Orders, prices, delivery, returns and promotions',
    art: 'home/grid-1',
  },
  '/payment': {
    kicker: 'Checkout',
    title: 'Payment Methods',
    detail: 'Cash on delivery across Pakistan',
    art: 'home/grid-5',
  },
  '/loyalty': {
    kicker: 'Rewards',
    title: 'Rewards & Loyalty',
    detail: `${site.firstOrderDiscountPercent}% off your first order when you create an account`,
    art: 'home/grid-4',
  },
  '/guide/kaftans': {
    kicker: 'Style guide',
    title: 'The Kaftan: From Heritage to Modern Day',
    detail: 'From the robes of Persian and Ottoman courts to the embroidered kaftans worn for Eid today',
    art: 'heroes/kaftans',
    artFocus: HERO_FOCUS,
  },
} as const satisfies Record<string, Omit<PreviewContent, 'alt'>>

export type PreviewPagePath = keyof typeof PAGE_PREVIEWS

export const PREVIEW_PAGE_PATHS = Object.keys(PAGE_PREVIEWS) as PreviewPagePath[]

export function pagePreview(path: PreviewPagePath): PreviewContent {
  const page: Omit<PreviewContent, 'alt'> = PAGE_PREVIEWS[path]
  return { ...page, alt: describe(page.title) }
}
