/** How a figure is dressed for a product: garment, colours, skin, hijab and the details its description names. */
import type { Product } from '../../../data/schemas'
import { darken, lighten, luminance } from '../colour'
import { GOLD, SKIN_TONES } from '../palette'
import { rng, type Rng } from '../random'

export type GarmentKind = 'abaya' | 'jilbab' | 'kaftan' | 'dress' | 'skirt' | 'tunic' | 'khimar'

export interface FigureStyle {
  kind: GarmentKind
  main: string
  hijab: string
  skin: string
  trim: string
  under: string
  has: (detail: string) => boolean
  r: Rng
}

/** Detail flags read from a product's name and fabric, so each garment's drawing matches its description. */
function detailsOf(product: Product): Set<string> {
  const n = product.name.toLowerCase()
  const d = new Set<string>()
  const add = (flag: string, ...words: string[]) => {
    if (words.some((w) => n.includes(w))) d.add(flag)
  }
  add('embroidery', 'embroider', 'chikankari')
  add('gold', 'gold', 'eid', 'festive')
  add('pearls', 'pearl')
  add('beads', 'beaded')
  add('open', 'open-front')
  add('butterfly', 'butterfly')
  add('kimono', 'kimono')
  add('belt', 'belted', 'shirt dress', 'wrap front')
  add('pleats', 'pleat')
  add('tiers', 'tiered')
  add('print', 'printed')
  add('floral', 'floral')
  add('stripes', 'striped')
  add('mirror', 'mirror')
  add('tassels', 'tassel')
  add('velvet', 'velvet')
  add('wrap', 'wrap')
  add('buttons', 'button', 'shirt', 'denim')
  add('pockets', 'everyday', 'denim', 'travel', 'a-line')
  add('tie', 'tie-neck')
  add('layered', 'layered')
  add('slits', 'slit', 'longline')
  add('two-piece', 'two-piece')
  add('double', 'double')
  add('hood', 'prayer', 'overhead')
  if (product.fabric === 'Silk') d.add('sheen')
  if (product.fabric === 'Chiffon') d.add('sheer')
  return d
}

const HIJAB_NEUTRALS = ['#efe6dc', '#d8c3a5', '#e6b7b9', '#9a98a0', '#2a272c', '#7a3a5a', '#c9b8c4'] as const

function pickHijab(r: Rng, main: string): string {
  if (r.chance(0.4)) return luminance(main) < 0.2 ? lighten(main, 0.1) : darken(main, 0.08)
  const candidates = HIJAB_NEUTRALS.filter((c) => Math.abs(luminance(c) - luminance(main)) > 0.22)
  return r.pick(candidates.length ? candidates : HIJAB_NEUTRALS)
}

export function pickUnder(r: Rng, main: string): string {
  const options =
    luminance(main) > 0.55 ? ['#3b3640', '#5a4350', '#2f3a4f'] : ['#efe7db', '#d9c7ad', '#e9dfe3']
  return r.pick(options)
}

export function figureStyle(product: Product, main: string, r: Rng, kind: GarmentKind): FigureStyle {
  const details = detailsOf(product)
  const gold = product.colors.some((c) => c.name === 'Gold')
  const trim = gold || details.has('gold') || luminance(main) < 0.35 ? GOLD : darken(main, 0.35)
  return {
    kind,
    main,
    hijab: pickHijab(r, main),
    skin: r.pick(SKIN_TONES),
    trim,
    under: pickUnder(r, main),
    has: (detail) => details.has(detail),
    r,
  }
}

/** A plain style for pictures that are no dressed figure (a scarf on a bust, a shawl on a rail) but reuse its parts. */
export function figureStyleFor(main: string, skin: string): Omit<FigureStyle, 'has'> {
  return { kind: 'abaya', main, hijab: main, skin, trim: GOLD, under: '#efe7db', r: rng(1) }
}
