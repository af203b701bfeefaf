/** A product's drawing placed into a bigger picture (heroes, slides, cards, blog, grid). */
import { products } from '../../../data/products'
import type { Product } from '../../../data/schemas'
import { PLUM } from '../palette'
import { DEFAULT_TINTS, scene } from '../products/product-scene'
import { rng } from '../random'
import { Doc, f } from '../svg-doc'

export function productById(id: number): Product {
  const product = products.find((candidate) => candidate.id === id)
  if (!product) throw new Error(`Artwork refers to missing product ${id}`)
  return product
}

/** A product's artwork (without its backdrop) placed into a bigger picture, standing on `floorY`. */
export function place(
  doc: Doc,
  id: number,
  x: number,
  floorY: number,
  scale: number,
  colourIndex = 0,
): string {
  const product = productById(id)
  const palette = product.colors.map((c) => c.hex)
  const colour = palette[colourIndex] ?? palette[0] ?? DEFAULT_TINTS[product.id] ?? PLUM
  const s = scene(
    doc,
    product,
    colour,
    palette.filter((c) => c !== colour),
    rng(product.id + 7919),
  )
  return `<g transform="translate(${f(x - 300 * scale)} ${f(floorY - s.base * scale)}) scale(${Number(scale.toFixed(4))})">${s.body}</g>`
}
