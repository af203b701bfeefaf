/**
 * A small validator of the shop's structured data, offline: for each schema.org type it uses, the
 * properties schema.org gives that type (anything else is a typo or a wrong type), the properties Google's
 * Search documentation marks required and recommended for its rich results (Product and merchant listings,
 * OfferShippingDetails, MerchantReturnPolicy, ItemList carousels, Organization logo, WebSite search, BreadcrumbList,
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
  WebSite: {
    properties: ['name', 'url', 'alternateName', 'inLanguage', 'potentialAction'],
    required: ['name', 'url'],
  },
  SearchAction: { properties: ['target', 'query-input'], required: ['target', 'query-input'] },
  EntryPoint: { properties: ['urlTemplate'], required: ['urlTemplate'] },
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
  // An absolute URL whose placeholder is the one query-input names.
  urlTemplate: (value) => absoluteUrl(value) && /\{[a-z_]+\}/.test(String(value)),
  'query-input': (value) => typeof value === 'string' && /^required name=[a-z_]+$/.test(value),
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
export function validate(data: unknown, at = '$'): string[] {
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
  if (type === 'SearchAction') {
    const name = /name=([a-z_]+)/.exec(String(data['query-input']))?.[1]
    const template = isNode(data.target) ? String(data.target.urlTemplate) : ''
    if (!name || !template.includes(`{${name}}`))
      problems.push(`${at}: the target's urlTemplate lacks the query-input's {${name}}`)
  }
  if (type === 'ItemList' || type === 'BreadcrumbList') {
    const positions = (data.itemListElement as Node[]).map((item) => item.position)
    if (positions.some((position, index) => position !== index + 1)) {
      problems.push(`${at}: positions must run 1, 2, 3, … in order`)
    }
  }
  return problems
}
