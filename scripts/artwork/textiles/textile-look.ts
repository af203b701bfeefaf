/** What a scarf or shawl looks like (print, trim, edging), read from its name and description. */
import type { Product } from '../../../data/schemas'
import { darken, lighten, luminance } from '../colour'
import { GOLD } from '../palette'
import { type PrintKind, printPattern } from '../patterns'
import { Doc } from '../svg-doc'
import { line } from '../svg-helpers'

interface TextileLook {
  print: PrintKind | null
  edge: 'plain' | 'fringe' | 'pearls' | 'gold'
  sheen: boolean
  crinkle: boolean
}

export function textileLook(product: Product): TextileLook {
  const n = product.name.toLowerCase()
  const print: PrintKind | null = n.includes('printed')
    ? 'tile'
    : n.includes('embroidered')
      ? 'paisley'
      : product.fabric === 'Silk' && !n.includes('border')
        ? 'paisley'
        : n.includes('linen')
          ? 'stripes'
          : null
  const edge = n.includes('pearl')
    ? 'pearls'
    : n.includes('fringe') || n.includes('linen')
      ? 'fringe'
      : n.includes('gold') || n.includes('border')
        ? 'gold'
        : 'plain'
  return {
    print,
    edge,
    sheen: product.fabric === 'Silk' || product.fabric === 'Chiffon',
    crinkle: n.includes('crinkle'),
  }
}

export function printOverlay(doc: Doc, look: TextileLook, c: string, d: string, scale = 1): string {
  let out = ''
  if (look.print) {
    const ink = luminance(c) < 0.4 ? lighten(c, 0.4) : darken(c, 0.22)
    out += `<path d="${d}" fill="${printPattern(doc, look.print, look.print === 'tile' ? GOLD : ink, scale)}" opacity="${look.print === 'stripes' ? '.35' : '.6'}"/>`
  }
  if (look.crinkle)
    out += `<path d="${d}" fill="${doc.pattern(12, 60, line('M6 0Q2 15 6 30T6 60', darken(c, 0.3), 1.5, 0.5), 'rotate(8)')}"/>`
  return out
}
