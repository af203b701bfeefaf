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
  websiteJsonLd,
  productJsonLd,
} from './structured-data'

import { validate } from '@/test/structured-data/validate'

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
  it('states the availability it is given as schema.org names it', () => {
    const [product] = products
    for (const availability of ['InStock', 'LimitedAvailability', 'OutOfStock'] as const) {
      const data = productJsonLd(product!, getCategoryBySlug(product!.category), availability, 'en')
      expect(data.offers.availability).toBe(`https://schema.org/${availability}`)
      expect(validate(data)).toEqual([])
    }
  })

  it('is valid for every product, with an Offer that has shipping details and a return policy', () => {
    for (const product of products) {
      expect(validate(productJsonLd(product, getCategoryBySlug(product.category), 'InStock', 'en'))).toEqual(
        [],
      )
    }
  })

  it("charges the shop's real delivery for the product bought alone: free from $50, else $4.99, to Pakistan", () => {
    const rate = (price: number) => {
      const product = products.find((candidate) => candidate.price === price)!
      return productJsonLd(product, getCategoryBySlug(product.category), 'InStock', 'en').offers
        .shippingDetails.shippingRate
    }
    const cheap = products.find((product) => product.price < 5000)!
    const dear = products.find((product) => product.price >= 5000)!
    expect(rate(cheap.price)).toEqual({ '@type': 'MonetaryAmount', value: '4.99', currency: 'USD' })
    expect(rate(dear.price)).toEqual({ '@type': 'MonetaryAmount', value: '0.00', currency: 'USD' })
    const details = productJsonLd(dear, getCategoryBySlug(dear.category), 'InStock', 'en').offers
      .shippingDetails
    expect(details.shippingDestination).toEqual({ '@type': 'DefinedRegion', addressCountry: 'PK' })
  })

  it('promises delivery in 2 to 7 working days: same-day dispatch before 2 pm, then 2 to 7 days in transit', () => {
    const product = products[0]!
    const { deliveryTime } = productJsonLd(product, getCategoryBySlug(product.category), 'InStock', 'en')
      .offers.shippingDetails
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
    const data = productJsonLd(product, getCategoryBySlug(product.category), 'InStock', 'en')
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
      const data = itemListJsonLd(category.name, listed, 'en')
      expect(validate(data)).toEqual([])
      expect(data.itemListElement.map((item) => item.url)).toEqual(
        listed.map((product) => `${siteUrl()}${productHref(product)}`),
      )
    }
    const reversed = itemListJsonLd('Abayas', [{ id: 3 }, { id: 1 }], 'en')
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
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Clothing', href: '/category/clothing' },
      ],
      'en',
    )
    expect(validate(data)).toEqual([])
    expect(data.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Clothing',
      item: `${siteUrl()}/category/clothing`,
    })
  })
})

describe('on an Urdu page', () => {
  it('points every URL at the Urdu page and names colours in Urdu', () => {
    const crumbs = breadcrumbJsonLd(
      [
        { label: 'ہوم', href: '/' },
        { label: 'عبایا', href: '/clothing/abayas' },
      ],
      'ur',
    )
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${siteUrl()}/ur`,
      `${siteUrl()}/ur/clothing/abayas`,
    ])
    expect(itemListJsonLd('عبایا', [{ id: 3 }], 'ur').itemListElement[0]?.url).toBe(
      `${siteUrl()}/ur/product/3`,
    )
    const product = products.find((candidate) => candidate.colors.some((color) => color.name === 'Navy'))!
    const data = productJsonLd(product, getCategoryBySlug(product.category), 'InStock', 'ur')
    expect(data.offers.url).toBe(`${siteUrl()}/ur/product/${product.id}`)
    expect(data.color).toContain('نیوی')
    expect(validate(data)).toEqual([])
  })
})

describe('websiteJsonLd', () => {
  it('is valid and names the results page as the search, with the placeholder in its URL', () => {
    const website = websiteJsonLd('en')
    expect(validate(website)).toEqual([])
    expect(website.url).toBe(`${siteUrl()}/`)
    expect(website.potentialAction.target.urlTemplate).toBe(`${siteUrl()}/search?q={search_term_string}`)
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string')
  })

  it('on the Urdu home page, searches the Urdu results page', () => {
    const website = websiteJsonLd('ur')
    expect(validate(website)).toEqual([])
    expect(website.url).toBe(`${siteUrl()}/ur`)
    expect(website.potentialAction.target.urlTemplate).toBe(`${siteUrl()}/ur/search?q={search_term_string}`)
  })

  it('is refused by the validator when the template lacks the placeholder', () => {
    const website = websiteJsonLd('en')
    const broken = {
      ...website,
      potentialAction: {
        ...website.potentialAction,
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl()}/search` },
      },
    }
    expect(validate(broken)).toEqual(
      expect.arrayContaining([
        '$.potentialAction.target.urlTemplate: "' + `${siteUrl()}/search` + '" is not a valid urlTemplate',
      ]),
    )
  })
})
