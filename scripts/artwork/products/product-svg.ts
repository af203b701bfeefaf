/** A product's picture: its scene on its backdrop, in the main or the hover variant. */
import type { Product } from '../../../data/schemas'
import { productBackdrop } from '../backdrops'
import { PLUM } from '../palette'
import { rng } from '../random'
import { Doc } from '../svg-doc'
import { DEFAULT_TINTS, scene } from './product-scene'

/**
 * The main image shows the first colour; the hover image shows the second colour in the same setting, or a
 * close-up of the same piece when there is only one colour. `recolour` draws the main image in another of the
 * product's colours (data/colour-pictures.ts: a picture per colour past the second).
 */
export function productSvg(product: Product, variant: 'main' | 'hover', recolour?: string): string {
  const doc = new Doc()
  const palette = product.colors.map((c) => c.hex)
  const first = palette[0] ?? DEFAULT_TINTS[product.id] ?? PLUM
  const second = palette[1]
  const colour = recolour ?? (variant === 'hover' && second ? second : first)
  const others = palette.filter((c) => c !== colour)
  // Seeded by id (not colour) so the backdrop, figure and props stay put when the colour swaps on hover.
  const s = scene(doc, product, colour, others, rng(product.id + 7919))
  const body = productBackdrop(doc, rng(product.id), first, s.podium) + s.body
  if (variant === 'hover' && !second) {
    const [x, y, w, h] = s.focus
    return doc.render(600, 800, body, `${x} ${y} ${w} ${h}`)
  }
  return doc.render(600, 800, body)
}
