import { blogPosts } from '../blog'
import { categories } from '../categories'
import { benefits, categoryCards, gridPhotos, heroSlides, testimonials } from '../home'
import { products } from '../products'
import { CategorySchema, ProductSchema } from '../schemas'
import { blogPostTextsUr } from './blog'
import { categoryTextsUr } from './categories'
import {
  benefitTextsUr,
  categoryCardNamesUr,
  gridPhotoAltsUr,
  slideTextsUr,
  testimonialTextsUr,
} from './home'
import { productTextsUr } from './products'

/** Every catalogue text has its Urdu counterpart, and no Urdu text is left without an English record. */
const keysOf = (record: object) => Object.keys(record).sort()
const same = (english: Array<string | number>, urdu: object) =>
  expect(keysOf(urdu)).toEqual(english.map(String).sort())

describe('the Urdu catalogue', () => {
  it('has every product, each valid against the catalogue schema with its Urdu words', () => {
    same(
      products.map((product) => product.id),
      productTextsUr,
    )
    for (const product of products) {
      const urdu = productTextsUr[product.id as keyof typeof productTextsUr]
      expect(ProductSchema.safeParse({ ...product, ...urdu }).success).toBe(true)
      expect(urdu.name).not.toBe(product.name)
      expect(urdu.description).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('has every category, valid against the schema (meta description length included)', () => {
    same(
      categories.map((category) => category.slug),
      categoryTextsUr,
    )
    for (const category of categories) {
      expect(CategorySchema.safeParse({ ...category, ...categoryTextsUr[category.slug] }).success).toBe(true)
    }
  })

  it('has every blog post with as many paragraphs as the English', () => {
    same(
      blogPosts.map((post) => post.slug),
      blogPostTextsUr,
    )
    for (const post of blogPosts) {
      expect(blogPostTextsUr[post.slug as keyof typeof blogPostTextsUr].body).toHaveLength(post.body.length)
    }
  })

  it('has every home page slide, card, review, photo and benefit', () => {
    same(
      heroSlides.map((slide) => slide.id),
      slideTextsUr,
    )
    same(
      categoryCards.map((card) => card.href),
      categoryCardNamesUr,
    )
    same(
      testimonials.map((review) => review.id),
      testimonialTextsUr,
    )
    same(
      gridPhotos.map((photo) => photo.image),
      gridPhotoAltsUr,
    )
    same(
      benefits.map((benefit) => benefit.icon),
      benefitTextsUr,
    )
  })
})
