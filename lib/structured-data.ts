import { largestPicturePath } from '@/lib/pictures/picture-sources'
import { type Cents, decimalOf } from '@/lib/money/money'
import { returnPolicy } from '@/data/returns'
import type { Category, Product } from '@/data/schemas'
import { shippingRules } from '@/data/shipping'
import { site } from '@/data/site'
import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { productHref } from '@/lib/catalogue'
import { absoluteUrl } from '@/lib/site-url'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import type { Availability } from '@/lib/stock/availability'

/**
 * Every schema.org block the shop gives search engines, built in one place and checked in
 * structured-data.test.ts against the types' properties and Google's required and recommended ones
 * (Product and merchant listings, MerchantReturnPolicy, ItemList, Organization, WebSite, BreadcrumbList).
 * Pages render them with components/seo/json-ld.tsx.
 */

const SCHEMA = 'https://schema.org'
const CURRENCY = 'USD'

/** Where the shop's logo is drawn at build time (app/logo.png/route.ts); a PNG, as Google prefers. */
export const LOGO_PATH = '/logo.png'
export const LOGO_SIZE = 512

const dayRange = ({ min, max }: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
})

/**
 * Delivery for one unit of this product bought on its own, which is what Google shows beside it: the shop's
 * rule is free from $50 after discounts, else a flat $4.99, so a product priced at $50 or more ships free
 * and a cheaper one costs $4.99. (Two rates side by side would be wrong: Google shows the lowest that
 * applies, and would promise free delivery on a $20 scarf.) The threshold itself is stated on the
 * Organization, as a ShippingService with one condition per order value.
 */
export function offerShippingDetails(price: Cents) {
  const rateCents = price >= shippingRules.freeFromCents ? 0 : shippingRules.flatFeeCents
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: decimalOf(rateCents), currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: shippingRules.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      cutoffTime: shippingRules.delivery.cutoffTime,
      handlingTime: dayRange(shippingRules.delivery.handlingDays),
      transitTime: dayRange(shippingRules.delivery.transitDays),
    },
  }
}

/** The 14-day policy of data/returns.ts, as Google's MerchantReturnPolicy. */
export function merchantReturnPolicy() {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: returnPolicy.country,
    returnPolicyCountry: returnPolicy.country,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: returnPolicy.days,
    returnMethod: `${SCHEMA}/${returnPolicy.method}`,
    returnFees: `${SCHEMA}/${returnPolicy.fees}`,
    merchantReturnLink: absoluteUrl(returnPolicy.pagePath),
  }
}

/**
 * The Product as its cached page states it, availability included: the page is rebuilt within seconds when
 * an order or a cancellation moves the product's stock across zero or the low-stock threshold
 * (lib/stock/page-availability.ts and refresh-availability.ts), so the figure in the HTML stays true. No priceValidUntil: catalogue prices have no end date (sale prices are
 * not in this data), and Google asks for it only when a price does end.
 */
/** A colour's name in the page's language (the product page's words for it). */
const colorNameIn = (locale: Locale, english: string) =>
  locale === 'ur' ? (URDU_VALUE_LABELS[english] ?? english) : english

export function productJsonLd(
  product: Product,
  category: Category,
  availability: Availability,
  locale: Locale,
) {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    sku: String(product.id),
    name: product.name,
    description: product.description,
    // The largest WebP of each picture: search engines take raster files (never SVG), one URL each.
    image: [
      absoluteUrl(largestPicturePath(product.imageSrc)),
      absoluteUrl(largestPicturePath(product.hoverImageSrc)),
    ],
    category: category.name,
    ...(product.fabric ? { material: product.fabric } : {}),
    ...(product.colors.length > 0
      ? { color: product.colors.map((color) => colorNameIn(locale, color.name)).join(', ') }
      : {}),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(localePath(locale, productHref(product))),
      price: decimalOf(product.price),
      priceCurrency: CURRENCY,
      itemCondition: `${SCHEMA}/NewCondition`,
      availability: `${SCHEMA}/${availability}`,
      shippingDetails: offerShippingDetails(product.price),
      hasMerchantReturnPolicy: merchantReturnPolicy(),
    },
  }
}

export type ProductJsonLd = ReturnType<typeof productJsonLd>

/** A listing's products in the order the page shows them (Google's summary-page carousel form). */
export function itemListJsonLd(name: string, products: readonly Pick<Product, 'id'>[], locale: Locale) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(localePath(locale, productHref(product))),
    })),
  }
}

/** The shop itself, on the home page: name, address on the web, logo, how to reach it and its policies. */
export function organizationJsonLd() {
  const { delivery } = shippingRules
  const shippingCondition = (minCents: number, maxCents: number | null, rateCents: number) => ({
    '@type': 'ShippingConditions',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: shippingRules.country },
    orderValue: {
      '@type': 'MonetaryAmount',
      minValue: decimalOf(minCents),
      ...(maxCents === null ? {} : { maxValue: decimalOf(maxCents) }),
      currency: CURRENCY,
    },
    shippingRate: { '@type': 'MonetaryAmount', value: decimalOf(rateCents), currency: CURRENCY },
    transitTime: {
      '@type': 'ServicePeriod',
      cutoffTime: delivery.cutoffTime,
      duration: dayRange(delivery.transitDays),
    },
  })
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(LOGO_PATH),
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    hasMerchantReturnPolicy: merchantReturnPolicy(),
    hasShippingService: {
      '@type': 'ShippingService',
      name: 'Delivery across Pakistan',
      handlingTime: {
        '@type': 'ServicePeriod',
        cutoffTime: delivery.cutoffTime,
        duration: dayRange(delivery.handlingDays),
      },
      shippingConditions: [
        shippingCondition(0, shippingRules.freeFromCents - 1, shippingRules.flatFeeCents),
        shippingCondition(shippingRules.freeFromCents, null, 0),
      ],
    },
  }
}

/** The placeholder a search engine fills with the shopper's words in the SearchAction's URL template. */
const SEARCH_TERM = 'search_term_string'

/**
 * The site itself, on the home page, with how to search it: a search engine may offer a search box that
 * opens the shop's results page (/search?q=, or /ur/search?q= from the Urdu home page).
 */
export function websiteJsonLd(locale: Locale) {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(localePath(locale, '/')),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(localePath(locale, '/search'))}?q={${SEARCH_TERM}}`,
      },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  }
}

export type Crumb = { label: string; href: string }

export function breadcrumbJsonLd(items: readonly Crumb[], locale: Locale) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(localePath(locale, item.href)),
    })),
  }
}
