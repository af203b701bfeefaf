import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { colourPictureName } from './colour-pictures'
import { PICTURE_FORMATS, pictureKindOf, picturePath } from './picture-kinds'
import { blogPosts } from './blog'
import { categories } from './categories'
import * as home from './home'
import { navMenus } from './navigation'
import { products } from './products'
import { variantsOf } from '@/lib/stock/variants'
import { saleEntries } from './sale'
import {
  BlogPostSchema,
  CategoryCardSchema,
  CategorySchema,
  GridPhotoSchema,
  NewArrivalSchema,
  ProductSchema,
  SaleEntrySchema,
  SearchSynonymGroupSchema,
  SlideSchema,
  TestimonialSchema,
  type CategorySlug,
} from './schemas'
import { searchSynonyms } from './search-synonyms'
import { site } from './site'

const EXPECTED: Record<CategorySlug, { count: number; first: number }> = {
  abayas: { count: 8, first: 1 },
  jilbabs: { count: 8, first: 101 },
  kaftans: { count: 8, first: 201 },
  'long-dresses': { count: 8, first: 301 },
  tunics: { count: 8, first: 401 },
  scarves: { count: 8, first: 901 },
  shawls: { count: 6, first: 1001 },
  khimars: { count: 4, first: 1101 },
  'pins-&-accessories': { count: 6, first: 1201 },
  makeup: { count: 4, first: 1301 },
  skincare: { count: 4, first: 1401 },
  haircare: { count: 4, first: 1501 },
  'halal-certified': { count: 4, first: 1601 },
  jewelry: { count: 4, first: 1701 },
  handbags: { count: 4, first: 1801 },
  belts: { count: 4, first: 1901 },
  shoes: { count: 4, first: 2001 },
}

/** Price bands: the two the specification gives exactly, the rest the market bands agreed for the catalogue. */
/** Each category's price band, in cents. */
const PRICE_BANDS: Record<CategorySlug, [number, number]> = {
  abayas: [11999, 19999],
  scarves: [1599, 3999],
  jilbabs: [7900, 14999],
  kaftans: [6900, 15999],
  'long-dresses': [5900, 14999],
  tunics: [3900, 8999],
  shawls: [2499, 5999],
  khimars: [1999, 4499],
  'pins-&-accessories': [599, 1999],
  makeup: [999, 3999],
  skincare: [999, 3999],
  haircare: [999, 3999],
  'halal-certified': [999, 3999],
  jewelry: [1999, 8999],
  handbags: [4999, 14999],
  belts: [1999, 4999],
  shoes: [3999, 9999],
}

const CLOTHING: readonly CategorySlug[] = ['abayas', 'jilbabs', 'kaftans', 'long-dresses', 'tunics']
const WITH_FABRIC: readonly CategorySlug[] = [...CLOTHING, 'scarves', 'shawls', 'khimars']

const productById = new Map(products.map((product) => [product.id, product]))
const categoryBySlug = new Map(categories.map((category) => [category.slug, category]))

function parseAll(schema: z.ZodType, items: readonly unknown[]) {
  for (const item of items) expect(() => schema.parse(item)).not.toThrow()
}

/** Every string anywhere inside a value that a picture kind claims ('products/1801'). */
function imagePaths(value: unknown): string[] {
  if (typeof value === 'string') return pictureKindOf(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(imagePaths)
  if (value && typeof value === 'object') return Object.values(value).flatMap(imagePaths)
  return []
}

describe('schemas', () => {
  it('hold every price as whole cents, refusing dollars with a fraction', () => {
    const product = products[0]!
    expect(ProductSchema.safeParse({ ...product, price: 129.99 }).success).toBe(false)
    expect(ProductSchema.safeParse({ ...product, price: 12999 }).success).toBe(true)
    const entry = saleEntries[0]!
    expect(SaleEntrySchema.safeParse({ ...entry, discountedPrice: 119.99 }).success).toBe(false)
  })

  it('every data module parses with its schema', () => {
    parseAll(ProductSchema, products)
    parseAll(CategorySchema, categories)
    parseAll(SaleEntrySchema, saleEntries)
    parseAll(SlideSchema, home.heroSlides)
    parseAll(CategoryCardSchema, home.categoryCards)
    parseAll(TestimonialSchema, home.testimonials)
    parseAll(GridPhotoSchema, home.gridPhotos)
    parseAll(NewArrivalSchema, home.newArrivals)
    parseAll(BlogPostSchema, blogPosts)
  })
})

describe('products', () => {
  it('has the specified number of products per category, with consecutive ids from the range start', () => {
    for (const [slug, { count, first }] of Object.entries(EXPECTED)) {
      const ids = products.filter((product) => product.category === slug).map((product) => product.id)
      expect({ slug, ids }).toEqual({ slug, ids: Array.from({ length: count }, (_, i) => first + i) })
    }
    expect(products).toHaveLength(96)
  })

  it('is in id order with unique ids and unique names', () => {
    const ids = products.map((product) => product.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length)
  })

  it("keeps every id inside its category's idRange", () => {
    for (const product of products) {
      const [low, high] = categoryBySlug.get(product.category)!.idRange
      expect({ id: product.id, inRange: product.id >= low && product.id <= high }).toEqual({
        id: product.id,
        inRange: true,
      })
    }
  })

  it('prices every product inside its band (abayas $119.99-$199.99, scarves $15.99-$39.99)', () => {
    for (const product of products) {
      const [low, high] = PRICE_BANDS[product.category]
      const inBand = product.price >= low && product.price <= high
      expect({ id: product.id, price: product.price, inBand }).toEqual({
        id: product.id,
        price: product.price,
        inBand: true,
      })
    }
  })

  it('uses the per-id picture names', () => {
    for (const product of products) {
      expect(product.imageSrc).toBe(`products/${product.id}`)
      expect(product.hoverImageSrc).toBe(`products/${product.id}-hover`)
    }
  })

  it('gives sizes to clothing and khimars only, and fabric to clothing and hijabs only', () => {
    for (const product of products) {
      const sized = CLOTHING.includes(product.category) || product.category === 'khimars'
      expect({ id: product.id, hasSizes: product.sizes.length > 0 }).toEqual({
        id: product.id,
        hasSizes: sized,
      })
      const fabric = WITH_FABRIC.includes(product.category)
      expect({ id: product.id, hasFabric: product.fabric !== null }).toEqual({
        id: product.id,
        hasFabric: fabric,
      })
      expect(product.colors.length).toBeLessThanOrEqual(4)
      if (!product.category.match(/makeup|skincare|haircare|halal/))
        expect(product.colors.length).toBeGreaterThan(0)
    }
  })

  it('has low-stock and sold-out products so stock badges show', () => {
    const low = products.filter((product) => product.stock > 0 && product.stock <= 5)
    const soldOut = products.filter((product) => product.stock === 0)
    expect(low.length).toBeGreaterThanOrEqual(5)
    expect(soldOut.length).toBeGreaterThanOrEqual(2)
    expect(soldOut.length).toBeLessThanOrEqual(3)
  })

  it('gives per-variant starting stock only for real variants, adding up to the product figure', () => {
    for (const product of products.filter((candidate) => candidate.variantStock)) {
      const keys = variantsOf(product).map((variant) => variant.key)
      for (const key of Object.keys(product.variantStock ?? {}))
        expect({ id: product.id, key, known: keys.includes(key) }).toEqual({
          id: product.id,
          key,
          known: true,
        })
      const total = Object.values(product.variantStock ?? {}).reduce((sum, figure) => sum + figure, 0)
      expect({ id: product.id, total }).toEqual({ id: product.id, total: product.stock })
    }
  })

  it('dates every product in 2026 and marks some new and some bestsellers', () => {
    for (const product of products) expect(product.addedOn.startsWith('2026-')).toBe(true)
    expect(products.some((product) => product.isNew)).toBe(true)
    expect(products.some((product) => product.isBestseller)).toBe(true)
  })

  it('varies colours, sizes and fabrics within each clothing category so filters differ', () => {
    for (const slug of CLOTHING) {
      const inCategory = products.filter((product) => product.category === slug)
      expect(new Set(inCategory.map((product) => product.fabric)).size).toBeGreaterThan(2)
      expect(new Set(inCategory.map((product) => product.sizes.join())).size).toBeGreaterThan(2)
      expect(
        new Set(inCategory.flatMap((product) => product.colors.map((c) => c.name))).size,
      ).toBeGreaterThan(3)
    }
  })

  it('includes the products other data points at', () => {
    expect(productById.get(1)).toMatchObject({ name: 'Classic Black Abaya', category: 'abayas' })
    expect(productById.get(2)).toMatchObject({ category: 'abayas', price: 14999 })
    expect(productById.get(903)).toMatchObject({ category: 'scarves', price: 2999 })
    expect(productById.get(1401)).toMatchObject({ category: 'skincare', price: 2499 })
  })
})

describe('sale entries', () => {
  it('are the three from the specification, each joined to a product at its catalogue price', () => {
    expect(saleEntries.map((entry) => entry.productId)).toEqual([2, 903, 1401])
    for (const entry of saleEntries) {
      expect(productById.get(entry.productId)?.price).toBe(entry.originalPrice)
      expect(entry.discountedPrice).toBeLessThan(entry.originalPrice)
    }
    expect(saleEntries[1]).toMatchObject({ saleEnd: '2025-05-10T12:00:00Z', discountPercentage: 16.67 })
  })
})

describe('search synonyms', () => {
  it('parse with their schema', () => {
    parseAll(SearchSynonymGroupSchema, searchSynonyms)
  })
})

describe('images', () => {
  it('have a drawing and every written file for each picture named in data/', () => {
    const colourPictures = products.flatMap((product) =>
      product.colors.map((colour) => colourPictureName(product, colour.name)),
    )
    const referenced = [
      ...imagePaths([products, categories, saleEntries, home, blogPosts, navMenus, site]),
      ...colourPictures,
    ]
    expect(referenced.length).toBeGreaterThan(2 * products.length + categories.length)
    const missing = [...new Set(referenced)].flatMap((name) => {
      const files = pictureKindOf(name)!.widths.flatMap((width) =>
        PICTURE_FORMATS.map((format) => path.join('public', picturePath(name, width, format))),
      )
      return [path.join('assets', 'artwork', `${name}.svg`), ...files].filter(
        (file) => !existsSync(path.join(process.cwd(), file)),
      )
    })
    expect(missing).toEqual([])
  })
})
