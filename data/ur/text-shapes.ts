import type { BlogPost, Category, Product, Slide, Testimonial } from '../schemas'

/**
 * The parts of each catalogue record that are words, the only parts a translation replaces: prices, ids,
 * pictures, colours (filter values) and dates stay in the English record and are shared by both languages.
 */
export type ProductText = Pick<Product, 'name' | 'description' | 'care'>
export type CategoryText = Pick<
  Category,
  'name' | 'heroTitle' | 'heroSubtitle' | 'collectionHeading' | 'collectionBlurb' | 'metaDescription'
>
export type BlogPostText = Pick<BlogPost, 'title' | 'excerpt' | 'body'>
export type SlideText = Pick<Slide, 'title' | 'subtitle'>
export type TestimonialText = Pick<Testimonial, 'name' | 'content'>
