/** The shared look of category heroes and home-page slides. */
import { darken, lighten, mix } from '../colour'
import { GOLD, PLUM, PLUM_DEEP } from '../palette'
import { jali } from '../patterns'
import { GARMENTS } from '../products/product-scene'
import { rng } from '../random'
import { sparkle } from '../shading'
import { Doc, f } from '../svg-doc'
import { place, productById } from './place-product'
import { archPath, plinth } from './props'

export interface BannerSubject {
  id: number
  colour?: number
  /** Horizontal position (0-1 of the width) and relative size. */
  at: number
  scale: number
}

interface BannerStyle {
  width: number
  height: number
  accent: string
  subjects: BannerSubject[]
  /** Busts are cut by the bottom edge; everything else stands on the floor line. */
  floor?: number
  podiums?: boolean
  seed: number
  extras?: (doc: Doc) => string
}

/**
 * The shared look of heroes and slides: deep plum on the left where the HTML headline sits, warming to the
 * right, where the subjects stand in softly lit arches over a faint jali lattice.
 */
export function banner(doc: Doc, style: BannerStyle): string {
  const { width: W, height: H, accent } = style
  const r = rng(style.seed)
  const floorY = style.floor ?? H * 0.93
  const bg = doc.linear(
    [
      [0, PLUM_DEEP],
      [0.45, '#4a1d35'],
      [1, mix(PLUM, accent, 0.35)],
    ],
    [0, 0, 1, 0.3],
  )
  const glow = doc.radial(
    [
      [0, lighten(accent, 0.3), 0.55],
      [1, accent, 0],
    ],
    0.5,
    0.5,
    0.5,
  )
  let out = `<rect width="${W}" height="${H}" fill="${bg}"/>`
  out += `<rect x="${f(W * 0.4)}" y="${f(-H * 0.3)}" width="${f(W * 0.8)}" height="${f(H * 1.6)}" fill="${glow}"/>`
  out += `<rect x="${f(W * 0.5)}" width="${f(W * 0.5)}" height="${H}" fill="${jali(doc, lighten(accent, 0.4), 64)}" opacity=".07"/>`
  // Arches behind each subject.
  for (const subject of style.subjects) {
    const cx = subject.at * W
    const half = 150 * subject.scale * (H / 600)
    out += `<path d="${archPath(cx, H * 0.1 + (1 - subject.scale) * 60, floorY, half)}" fill="${lighten(accent, 0.55)}" opacity=".16"/>`
    out += `<path d="${archPath(cx, H * 0.1 + (1 - subject.scale) * 60 - 14, floorY, half + 14)}" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".45"/>`
  }
  out += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${darken(PLUM_DEEP, 0.2)}" opacity=".45"/>`
  for (let i = 0; i < 9; i += 1) {
    out += sparkle(
      r.range(W * 0.05, W * 0.98),
      r.range(H * 0.06, H * 0.8),
      r.range(4, 10),
      GOLD,
      r.range(0.25, 0.7),
    )
  }
  if (style.extras) out += style.extras(doc)
  for (const subject of style.subjects) {
    const cx = subject.at * W
    const scale = subject.scale * (H / 600) * 0.62
    const product = productById(subject.id)
    const isObject =
      !GARMENTS[product.category] &&
      !['scarves', 'shawls'].includes(product.category) &&
      ![1203, 1205, 1703, 1901, 1902, 1903, 1904].includes(product.id)
    if (isObject && style.podiums !== false)
      out += plinth(doc, cx, floorY - 50 * scale * 2, 300 * scale * 1.2, mix(accent, '#ffffff', 0.55))
    out += place(doc, subject.id, cx, isObject ? floorY - 50 * scale * 2 : floorY, scale, subject.colour)
  }
  return out
}
