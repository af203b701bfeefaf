import { categories } from '@/data/categories'
import { products } from '@/data/products'
import { getCategoryBySlug, productHref, productsInCategory } from '@/lib/catalogue'
import { siteUrl } from '@/lib/site-url'
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  LOGO_PATH,
  merchantReturnPolicy,
  organizationJsonLd,
  productJsonLd,
} from './structured-data'

/**
 * A small validator of the shop's structured data, offline: for each schema.org type it uses, the
 * properties schema.org gives that type (anything else is a typo or a wrong type), the properties Google's
 * Search documentation marks required and recommended for its rich results (Product and merchant listings,
 * OfferShippingDetails, MerchantReturnPolicy, ItemList carousels, Organization logo, BreadcrumbList,
 * ShippingService), and the value formats both expect (ISO codes, absolute URLs, enumeration members).
 */
type Rule = {
  /** schema.org properties of the type, as far as the shop may use them. */
  properties: readonly string[]
  /** Google: required. */
  required?: readonly string[]
  /** Google: recommended (the shop gives them all). */
  recommended?: readonly string[]
  /** At least one of each group. */
  oneOf?: readonly (readonly string[])[]
}

const TYPES: Record<string, Rule> = {
  Product: {
    properties: ['name', 'description', 'image', 'sku', 'brand', 'offers', 'category', 'material', 'color'],
    required: ['name', 'image', 'offers'],
    recommended: ['description', 'sku', 'brand'],
  },
  Brand: { properties: ['name'], required: ['name'] },
  Offer: {
    properties: [
      'url',
      'price',
      'priceCurrency',
      'priceValidUntil',
      'itemCondition',
      'availability',
      'shippingDetails',
      'hasMerchantReturnPolicy',
    ],
    required: ['price', 'priceCurrency'],
    recommended: ['url', 'itemCondition', 'shippingDetails', 'hasMerchantReturnPolicy'],
  },
  OfferShippingDetails: {
    properties: ['shippingRate', 'shippingDestination', 'deliveryTime', 'doesNotShip'],
    required: ['shippingRate', 'shippingDestination', 'deliveryTime'],
  },
  ShippingDeliveryTime: {
    properties: ['handlingTime', 'transitTime', 'cutoffTime', 'businessDays'],
    required: ['handlingTime', 'transitTime'],
  },
  DefinedRegion: {
    properties: ['addressCountry', 'addressRegion', 'postalCode'],
    required: ['addressCountry'],
  },
  MonetaryAmount: {
    properties: ['value', 'minValue', 'maxValue', 'currency'],
    required: ['currency'],
    oneOf: [['value', 'minValue', 'maxValue']],
  },
  QuantitativeValue: {
    properties: ['value', 'minValue', 'maxValue', 'unitCode'],
    required: ['minValue', 'maxValue', 'unitCode'],
  },
  MerchantReturnPolicy: {
    properties: [
      'applicableCountry',
      'returnPolicyCountry',
      'returnPolicyCategory',
      'merchantReturnDays',
      'merchantReturnLink',
      'returnMethod',
      'returnFees',
      'returnShippingFeesAmount',
      'itemCondition',
    ],
    required: ['applicableCountry', 'returnPolicyCategory'],
    recommended: ['returnPolicyCountry', 'merchantReturnDays', 'returnMethod', 'returnFees'],
  },
  ItemList: {
    properties: ['name', 'numberOfItems', 'itemListElement', 'itemListOrder'],
    required: ['itemListElement'],
  },
  ListItem: {
    properties: ['position', 'url', 'name', 'item'],
    required: ['position'],
    oneOf: [['url', 'item']],
  },
  BreadcrumbList: { properties: ['itemListElement', 'name'], required: ['itemListElement'] },
  Organization: {
    properties: [
      'name',
      'url',
      'logo',
      'description',
      'email',
      'telephone',
      'address',
      'sameAs',
      'hasMerchantReturnPolicy',
      'hasShippingService',
    ],
    required: ['name', 'url'],
    recommended: ['logo', 'description', 'email', 'telephone'],
  },
  ImageObject: { properties: ['url', 'contentUrl', 'width', 'height', 'caption'], required: ['url'] },
  ShippingService: {
    properties: ['name', 'description', 'shippingConditions', 'handlingTime', 'fulfillmentType'],
    required: ['shippingConditions'],
  },
  ShippingConditions: {
    properties: [
      'shippingDestination',
      'orderValue',
      'shippingRate',
      'transitTime',
      'doesNotShip',
      'numItems',
    ],
    required: ['shippingDestination'],
    oneOf: [['shippingRate', 'doesNotShip']],
  },
  ServicePeriod: { properties: ['duration', 'cutoffTime', 'businessDays'], required: ['duration'] },
}

const schema = (...names: string[]) => names.map((name) => `https://schema.org/${name}`)

/** Enumerations: the schema.org members Google accepts. */
const ENUMS: Record<string, readonly string[]> = {
  returnPolicyCategory: schema(
    'MerchantReturnFiniteReturnWindow',
    'MerchantReturnNotPermitted',
    'MerchantReturnUnlimitedWindow',
  ),
  returnMethod: schema('ReturnByMail', 'ReturnInStore', 'ReturnAtKiosk'),
  returnFees: schema('FreeReturn', 'ReturnFeesCustomerResponsibility', 'ReturnShippingFees'),
  itemCondition: schema('NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'),
  availability: schema('InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'SoldOut'),
}

const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s/]+\/\S*$/.test(value)
const decimal = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))

/** Value formats by property name; a function returns true when the value is right. */
const FORMATS: Record<string, (value: unknown, type: string) => boolean> = {
  applicableCountry: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
  returnPolicyCountry: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
  addressCountry: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
  currency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  priceCurrency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  price: decimal,
  value: decimal,
  minValue: (value, type) => (type === 'QuantitativeValue' ? Number.isInteger(value) : decimal(value)),
  maxValue: (value, type) => (type === 'QuantitativeValue' ? Number.isInteger(value) : decimal(value)),
  unitCode: (value) => value === 'DAY' || value === 'd',
  cutoffTime: (value) => typeof value === 'string' && /^\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/.test(value),
  merchantReturnDays: (value) => Number.isInteger(value) && Number(value) > 0,
  position: (value) => Number.isInteger(value) && Number(value) > 0,
  url: absoluteUrl,
  item: absoluteUrl,
  merchantReturnLink: absoluteUrl,
  image: (value) => (Array.isArray(value) ? value.every(absoluteUrl) : absoluteUrl(value)),
  ...Object.fromEntries(
    Object.entries(ENUMS).map(([key, members]) => [key, (value) => members.includes(String(value))]),
  ),
}

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every problem found in a block and everything nested in it, as readable lines; [] when valid. */
function validate(data: unknown, at = '$'): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => validate(item, `${at}[${index}]`))
  if (!isNode(data)) return []
  const type = data['@type']
  if (typeof type !== 'string') return [`${at}: no @type`]
  const rule = TYPES[type]
  if (!rule) return [`${at}: unexpected type ${type}`]
  const problems: string[] = []
  if (at === '$' && data['@context'] !== 'https://schema.org')
    problems.push(`${at}: @context is not schema.org`)
  for (const key of [...(rule.required ?? []), ...(rule.recommended ?? [])]) {
    if (data[key] === undefined) problems.push(`${at}: ${type} lacks ${key}`)
  }
  for (const group of rule.oneOf ?? []) {
    if (!group.some((key) => data[key] !== undefined)) problems.push(`${at}: ${type} needs one of ${group}`)
  }
  for (const [key, value] of Object.entries(data)) {
    if (key === '@type' || key === '@context') continue
    if (!rule.properties.includes(key)) problems.push(`${at}: ${key} is not a property of ${type}`)
    const format = FORMATS[key]
    if (format && !isNode(value) && !format(value, type)) {
      problems.push(`${at}.${key}: ${JSON.stringify(value)} is not a valid ${key}`)
    }
    problems.push(...validate(value, `${at}.${key}`))
  }
  // Google's conditional requirements.
  if (data.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow') {
    if (data.merchantReturnDays === undefined)
      problems.push(`${at}: a finite return window needs merchantReturnDays`)
  }
  if (
    data.returnFees === 'https://schema.org/ReturnShippingFees' &&
    data.returnShippingFeesAmount === undefined
  ) {
    problems.push(`${at}: ReturnShippingFees needs returnShippingFeesAmount`)
  }
  if (type === 'ItemList' || type === 'BreadcrumbList') {
    const positions = (data.itemListElement as Node[]).map((item) => item.position)
    if (positions.some((position, index) => position !== index + 1)) {
      problems.push(`${at}: positions must run 1, 2, 3, … in order`)
    }
  }
  return problems
}

describe('the structured data validator', () => {
  it('finds missing required properties, unknown properties, bad formats and enumeration members', () => {
    expect(validate({ '@context': 'https://schema.org', '@type': 'Product', name: 'X' })).toEqual(
      expect.arrayContaining(['$: Product lacks image', '$: Product lacks offers']),
    )
    const policy = {
      '@context': 'https://schema.org',
      ...merchantReturnPolicy(),
      merchantReturnDays: undefined,
      returnFees: 'Free',
      days: 14,
    }
    expect(validate(policy)).toEqual(
      expect.arrayContaining([
        '$: a finite return window needs merchantReturnDays',
        '$: days is not a property of MerchantReturnPolicy',
        '$.returnFees: "Free" is not a valid returnFees',
      ]),
    )
    expect(
      validate({ '@context': 'https://schema.org', '@type': 'DefinedRegion', addressCountry: 'Pakistan' }),
    ).toEqual(['$.addressCountry: "Pakistan" is not a valid addressCountry'])
  })
})

describe('Product', () => {
  it('is valid for every product, with an Offer that has shipping details and a return policy', () => {
    for (const product of products) {
      expect(validate(productJsonLd(product, getCategoryBySlug(product.category)))).toEqual([])
    }
  })

  it("charges the shop's real delivery for the product bought alone: free from $50, else $4.99, to Pakistan", () => {
    const rate = (price: number) => {
      const product = products.find((candidate) => candidate.price === price)!
      return productJsonLd(product, getCategoryBySlug(product.category)).offers.shippingDetails.shippingRate
    }
    const cheap = products.find((product) => product.price < 50)!
    const dear = products.find((product) => product.price >= 50)!
    expect(rate(cheap.price)).toEqual({ '@type': 'MonetaryAmount', value: '4.99', currency: 'USD' })
    expect(rate(dear.price)).toEqual({ '@type': 'MonetaryAmount', value: '0.00', currency: 'USD' })
    const details = productJsonLd(dear, getCategoryBySlug(dear.category)).offers.shippingDetails
    expect(details.shippingDestination).toEqual({ '@type': 'DefinedRegion', addressCountry: 'PK' })
  })

  it('promises delivery in 2 to 7 working days: same-day dispatch before 2 pm, then 2 to 7 days in transit', () => {
    const product = products[0]!
    const { deliveryTime } = productJsonLd(product, getCategoryBySlug(product.category)).offers
      .shippingDetails
    const { handlingTime, transitTime } = deliveryTime
    expect(handlingTime.minValue + transitTime.minValue).toBe(2)
    expect(handlingTime.maxValue + transitTime.maxValue).toBe(7)
    expect(deliveryTime.cutoffTime).toBe('14:00:00+05:00')
  })

  it('states the 14-day return policy for Pakistan, by courier, free of charge', () => {
    expect(merchantReturnPolicy()).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'PK',
      returnPolicyCountry: 'PK',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: `${siteUrl()}/shipping`,
    })
  })

  it('stays valid with the availability the live island adds', () => {
    const product = products[0]!
    const data = productJsonLd(product, getCategoryBySlug(product.category))
    const live = { ...data, offers: { ...data.offers, availability: 'https://schema.org/InStock' } }
    expect(validate(live)).toEqual([])
    expect(validate({ ...live, offers: { ...live.offers, availability: 'InStock' } })).toEqual([
      '$.offers.availability: "InStock" is not a valid availability',
    ])
  })
})

describe('ItemList', () => {
  it("lists a listing's products by position and absolute URL, in the order given", () => {
    for (const category of categories) {
      const listed = productsInCategory(category.slug)
      const data = itemListJsonLd(category.name, listed)
      expect(validate(data)).toEqual([])
      expect(data.itemListElement.map((item) => item.url)).toEqual(
        listed.map((product) => `${siteUrl()}${productHref(product)}`),
      )
    }
    const reversed = itemListJsonLd('Abayas', [{ id: 3 }, { id: 1 }])
    expect(reversed.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${siteUrl()}/product/3` },
      { '@type': 'ListItem', position: 2, url: `${siteUrl()}/product/1` },
    ])
  })
})

describe('Organization', () => {
  const organization = organizationJsonLd()

  it('is valid, with the name, the home URL and an absolute PNG logo of at least 112px', () => {
    expect(validate(organization)).toEqual([])
    expect(organization).toMatchObject({ name: 'Fatin', url: `${siteUrl()}/` })
    expect(organization.logo.url).toBe(`${siteUrl()}${LOGO_PATH}`)
    expect(organization.logo.url).toMatch(/\.png$/)
    expect(organization.logo.width).toBeGreaterThanOrEqual(112)
  })

  it('states the delivery threshold as order values: $4.99 below $50, free from $50', () => {
    const conditions = organization.hasShippingService.shippingConditions
    expect(conditions.map((condition) => [condition.orderValue, condition.shippingRate.value])).toEqual([
      [{ '@type': 'MonetaryAmount', minValue: '0.00', maxValue: '49.99', currency: 'USD' }, '4.99'],
      [{ '@type': 'MonetaryAmount', minValue: '50.00', currency: 'USD' }, '0.00'],
    ])
  })
})

describe('BreadcrumbList', () => {
  it('is valid and names each step with an absolute URL', () => {
    const data = breadcrumbJsonLd([
      { label: 'Home', href: '/' },
      { label: 'Clothing', href: '/category/clothing' },
    ])
    expect(validate(data)).toEqual([])
    expect(data.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Clothing',
      item: `${siteUrl()}/category/clothing`,
    })
  })
})
