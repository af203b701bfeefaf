/**
 * Every picture the shop uses, drawn in memory: product photos (main and hover), category heroes,
 * home-page slides and cards, testimonial avatars, blog and grid images, and the site icon.
 */
import path from 'node:path'
import { blogPosts } from '../../data/blog'
import { categories } from '../../data/categories'
import { categoryCards, gridPhotos, heroSlides, testimonials } from '../../data/home'
import { extraColourPictures } from '../../data/colour-pictures'
import { products } from '../../data/products'
import { productSvg } from './products/product-svg'
import { avatarSvg } from './scenes/avatars'
import { blogSvg } from './scenes/blog'
import { cardSvg } from './scenes/cards'
import { gridSvg } from './scenes/grid'
import { heroSvg } from './scenes/heroes'
import { iconSvg } from './scenes/icon'
import { slideSvg } from './scenes/slides'

export interface Artwork {
  /** Where the file goes, relative to the repository root, e.g. 'assets/artwork/home/slide-1.svg'. */
  file: string
  svg: string
}

/** The folders under assets/artwork that hold nothing but drawn artwork (emptied before each run). */
export const ARTWORK_FOLDERS = ['products', 'heroes', 'home', 'avatars', 'blog'] as const

/**
 * The drawing a picture name in the data is made from: the photo pipeline's source (scripts/build-pictures.ts),
 * unless the product has photographs of its own.
 */
const artworkFile = (name: string) => `assets/artwork/${name}.svg`

export function allArtwork(): Artwork[] {
  const artwork: Artwork[] = []
  const add = (name: string, svg: string) => artwork.push({ file: artworkFile(name), svg })
  for (const product of products) {
    add(product.imageSrc, productSvg(product, 'main'))
    add(product.hoverImageSrc, productSvg(product, 'hover'))
    for (const extra of extraColourPictures(product)) add(extra.name, productSvg(product, 'main', extra.hex))
  }
  for (const category of categories) add(category.heroImage, heroSvg(category.slug))
  heroSlides.forEach((slide, i) => add(slide.image, slideSvg(i + 1)))
  for (const card of categoryCards) add(card.image, cardSvg(card.name.toLowerCase()))
  for (const testimonial of testimonials) add(testimonial.image, avatarSvg(path.basename(testimonial.image)))
  for (const post of blogPosts) add(post.image, blogSvg(post.slug))
  gridPhotos.forEach((photo, i) => add(photo.image, gridSvg(i + 1)))
  artwork.push({ file: 'app/icon.svg', svg: iconSvg() })
  return artwork
}
