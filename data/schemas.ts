import { z } from 'zod'
import { PICTURE_NAME_PATTERN, pictureKindOf } from './picture-kinds'

/**
 * The one definition of every catalogue and page-content shape. Types are inferred from these schemas, so a
 * `Product` means the same thing on every page; `data/catalogue.test.ts` validates all data against them.
 */

export const COLOR_NAMES = [
  'Black',
  'White',
  'Navy',
  'Burgundy',
  'Emerald',
  'Beige',
  'Grey',
  'Blush',
  'Gold',
] as const
export const ColorNameSchema = z.enum(COLOR_NAMES)
export type ColorName = z.infer<typeof ColorNameSchema>

export const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const
export const SizeSchema = z.enum(SIZES)
export type Size = z.infer<typeof SizeSchema>

export const FABRICS = ['Cotton', 'Linen', 'Silk', 'Chiffon', 'Crepe'] as const
export const FabricSchema = z.enum(FABRICS)
export type Fabric = z.infer<typeof FabricSchema>

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a hex colour like #1a1a1a')
/** A picture's name ('products/1801'), whose kind says its shape and widths (data/picture-kinds.ts). */
const pictureName = z
  .string()
  .regex(PICTURE_NAME_PATTERN, "a picture name like 'products/1801'")
  .refine((name) => pictureKindOf(name) !== undefined, 'a name that a picture kind claims')
/** A price in integer cents (12999 is $129.99), the shop's one unit of money (lib/money/money.ts). */
const priceCents = z.number().int('a whole number of cents').positive()

export const ProductColorSchema = z.object({ name: ColorNameSchema, hex: hexColor })
export type ProductColor = z.infer<typeof ProductColorSchema>

export const CATEGORY_GROUPS = ['clothing', 'hijabs', 'beauty', 'accessories'] as const
export const CategoryGroupSchema = z.enum(CATEGORY_GROUPS)
export type CategoryGroup = z.infer<typeof CategoryGroupSchema>

export const CATEGORY_SLUGS = [
  'abayas',
  'jilbabs',
  'kaftans',
  'long-dresses',
  'tunics',
  'scarves',
  'shawls',
  'khimars',
  'pins-&-accessories',
  'makeup',
  'skincare',
  'haircare',
  'halal-certified',
  'jewelry',
  'handbags',
  'belts',
  'shoes',
] as const
export const CategorySlugSchema = z.enum(CATEGORY_SLUGS)
export type CategorySlug = z.infer<typeof CategorySlugSchema>

export const ProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(3),
  category: CategorySlugSchema,
  /** Integer cents. */
  price: priceCents,
  imageSrc: pictureName,
  hoverImageSrc: pictureName,
  colors: z.array(ProductColorSchema),
  /** Empty where the category has no sizes (beauty, jewelry, bags). */
  sizes: z.array(SizeSchema),
  fabric: FabricSchema.nullable(),
  isNew: z.boolean().optional(),
  isBestseller: z.boolean().optional(),
  /** When the product joined the catalogue (ISO date): the "Newest" sort order. */
  addedOn: z.iso.date(),
  /** Starting stock; the live figure is kept in Firestore once shopping works. */
  stock: z.number().int().nonnegative(),
  /**
   * Starting stock per variant ('Colour|Size' → units, lib/stock/variants.ts), when it is not simply `stock`
   * spread evenly over the variants; its figures add up to `stock` (data/catalogue.test.ts checks it).
   */
  variantStock: z.record(z.string(), z.number().int().nonnegative()).optional(),
  description: z.string().min(20),
  care: z.string().min(5),
})
export type Product = z.infer<typeof ProductSchema>

export const CategorySchema = z.object({
  slug: CategorySlugSchema,
  group: CategoryGroupSchema,
  /** Menu label, e.g. 'Long Dresses'. */
  name: z.string(),
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  collectionHeading: z.string(),
  collectionBlurb: z.string(),
  heroImage: pictureName,
  /** Inclusive product id range from the specification. */
  idRange: z.tuple([z.number().int(), z.number().int()]),
  metaDescription: z.string().min(50).max(170),
})
export type Category = z.infer<typeof CategorySchema>

export const SaleEntrySchema = z.object({
  productId: z.number().int().positive(),
  saleEnd: z.iso.datetime(),
  originalPrice: priceCents,
  discountedPrice: priceCents,
  discountPercentage: z.number().positive().max(100),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
})
export type SaleEntry = z.infer<typeof SaleEntrySchema>

export const SlideSchema = z.object({
  id: z.number().int(),
  image: pictureName,
  title: z.string(),
  subtitle: z.string(),
  href: z.string().startsWith('/'),
})
export type Slide = z.infer<typeof SlideSchema>

export const CategoryCardSchema = z.object({
  name: z.string(),
  image: pictureName,
  href: z.string().startsWith('/'),
})
export type CategoryCard = z.infer<typeof CategoryCardSchema>

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  image: pictureName,
  verified: z.boolean(),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

export const BlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  excerpt: z.string(),
  image: pictureName,
  publishedOn: z.iso.date(),
  /** Paragraphs of the article body. */
  body: z.array(z.string()).min(2),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

export const GridPhotoSchema = z.object({
  image: pictureName,
  alt: z.string(),
  href: z.string().startsWith('/'),
})
export type GridPhoto = z.infer<typeof GridPhotoSchema>

/** A New Arrivals card on the home page: a catalogue product plus its merchandising badge. */
export const NewArrivalSchema = z.object({
  productId: z.number().int().positive(),
  badge: z.enum(['New', 'Trending', 'Bestseller', 'Limited']),
  isTrending: z.boolean(),
})
export type NewArrival = z.infer<typeof NewArrivalSchema>

export const NavMenuSchema = z.object({
  label: z.string(),
  slug: CategoryGroupSchema,
  items: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })).min(1),
})
export type NavMenu = z.infer<typeof NavMenuSchema>

/** A word of the catalogue and the other ways shoppers spell it (data/search-synonyms.ts). */
export const SearchSynonymGroupSchema = z.object({
  /** The catalogue's own word, English, lower case, singular. */
  term: z.string().regex(/^[a-z]+$/, 'one lower-case English word'),
  /** One word each: Roman Urdu, Urdu script, English variants and common misspellings. */
  spellings: z.array(z.string().regex(/^[^\s]+$/, 'one word, no spaces')).min(1),
})
export type SearchSynonymGroup = z.infer<typeof SearchSynonymGroupSchema>
