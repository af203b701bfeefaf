/**
 * Draws every picture the shop uses as small, self-contained SVG files under public/images: product photos
 * (main and hover), category heroes, home-page slides and cards, testimonial avatars, blog and grid images.
 * Deterministic: the same data always gives byte-identical files, so re-running it produces no diff.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Artwork is abstract fashion illustration: no text (so no fonts), no raster, no external references.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { blogPosts } from '../data/blog'
import { categories } from '../data/categories'
import { categoryCards, gridPhotos, heroSlides, testimonials } from '../data/home'
import { products } from '../data/products'
import type { CategorySlug, Product } from '../data/schemas'

const OUT = path.join(process.cwd(), 'public', 'images')

const PLUM = '#6b2f4e'
const PLUM_LIGHT = '#853d61'
const PLUM_DEEP = '#3a1729'
const GOLD = '#c9a14a'
const IVORY = '#fbf8f3'
const SKIN_TONES = ['#eac6a8', '#dcae88', '#c99270', '#b07a57', '#f1d3ba'] as const

// ---------------------------------------------------------------------------------------------- utilities

type Rgb = [number, number, number]

const f = (n: number) => String(Math.round(n * 10) / 10)

function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function rgbToHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
const darken = (c: string, t: number) => mix(c, '#000000', t)

function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

interface Rng {
  next(): number
  range(lo: number, hi: number): number
  int(lo: number, hi: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32: tiny, fast and stable across runs, which keeps the output deterministic. */
function rng(seed: number): Rng {
  let a = (seed * 2654435761) >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  }
}

type Stop = [offset: number, color: string, opacity?: number]

/** One SVG document: collects <defs> and hands out ids that are unique within the file. */
class Doc {
  private defs: string[] = []
  private count = 0

  id(prefix = 'd'): string {
    this.count += 1
    return `${prefix}${this.count.toString(36)}`
  }

  def(markup: string) {
    this.defs.push(markup)
  }

  private stops(stops: Stop[]) {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${f(op)}"`}/>`,
      )
      .join('')
  }

  linear(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id('l')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  pattern(w: number, h: number, content: string, transform = ''): string {
    const id = this.id('p')
    const t = transform ? ` patternTransform="${transform}"` : ''
    this.def(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id('c')
    this.def(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  blur(std: number): string {
    const id = this.id('b')
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    )
    return `url(#${id})`
  }

  render(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs}${body}</svg>\n`
  }
}

/** Horizontal light-to-shadow fill that gives a garment or object some volume. */
function volume(doc: Doc, c: string, strength = 1): string {
  const dark = luminance(c) < 0.15
  return doc.linear(
    [
      [0, lighten(c, (dark ? 0.2 : 0.16) * strength)],
      [0.45, c],
      [1, darken(c, 0.24 * strength)],
    ],
    [0, 0, 1, 0],
  )
}

/** Alternating light and shadow bands: cheap, convincing folds for hanging fabric. */
function folds(doc: Doc, c: string, bands: number, depth = 0.16): string {
  const stops: Stop[] = []
  for (let i = 0; i <= bands; i += 1) {
    stops.push([i / bands, i % 2 === 0 ? lighten(c, depth * 0.8) : darken(c, depth)])
  }
  return doc.linear(stops, [0, 0, 1, 0])
}

function metal(doc: Doc, base = GOLD): string {
  return doc.linear(
    [
      [0, darken(base, 0.28)],
      [0.3, lighten(base, 0.45)],
      [0.55, base],
      [0.8, lighten(base, 0.55)],
      [1, darken(base, 0.3)],
    ],
    [0, 0, 1, 1],
  )
}

function pearl(doc: Doc, x: number, y: number, r: number): string {
  const fill = doc.radial(
    [
      [0, '#ffffff'],
      [0.55, '#f3ede4'],
      [1, '#cbbfae'],
    ],
    0.35,
    0.3,
    0.75,
  )
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`
}

function sparkle(x: number, y: number, s: number, color = GOLD, opacity = 0.8): string {
  const d = `M${f(x)} ${f(y - s)}Q${f(x + s * 0.15)} ${f(y - s * 0.15)} ${f(x + s)} ${f(y)}Q${f(x + s * 0.15)} ${f(y + s * 0.15)} ${f(x)} ${f(y + s)}Q${f(x - s * 0.15)} ${f(y + s * 0.15)} ${f(x - s)} ${f(y)}Q${f(x - s * 0.15)} ${f(y - s * 0.15)} ${f(x)} ${f(y - s)}Z`
  return `<path d="${d}" fill="${color}" opacity="${f(opacity)}"/>`
}

/** Mirror a piece of artwork drawn for the left side onto the right (the figure's axis is x = 300). */
const mirrored = (markup: string, axis = 300) =>
  `<g transform="translate(${axis * 2} 0) scale(-1 1)">${markup}</g>`

const line = (d: string, stroke: string, width: number, opacity = 1, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${f(opacity)}"` : ''}${extra}/>`

// ------------------------------------------------------------------------------------------ patterns

type PrintKind = 'dots' | 'stripes' | 'floral' | 'paisley' | 'tile' | 'chevron'

function printPattern(doc: Doc, kind: PrintKind, ink: string, scale = 1): string {
  const s = scale
  switch (kind) {
    case 'dots':
      return doc.pattern(
        22 * s,
        22 * s,
        `<circle cx="${f(5 * s)}" cy="${f(5 * s)}" r="${f(2.2 * s)}" fill="${ink}"/><circle cx="${f(16 * s)}" cy="${f(16 * s)}" r="${f(2.2 * s)}" fill="${ink}"/>`,
      )
    case 'stripes':
      return doc.pattern(
        28 * s,
        10,
        `<rect width="${f(9 * s)}" height="10" fill="${ink}"/><rect x="${f(14 * s)}" width="${f(2 * s)}" height="10" fill="${ink}"/>`,
      )
    case 'floral': {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="${f(14 * s)}" cy="${f(9 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" transform="rotate(${a} ${f(14 * s)} ${f(14 * s)})" fill="${ink}"/>`,
        )
        .join('')
      return doc.pattern(
        40 * s,
        40 * s,
        `${petals}<circle cx="${f(14 * s)}" cy="${f(14 * s)}" r="${f(2.4 * s)}" fill="${GOLD}"/><path d="M${f(30 * s)} ${f(30 * s)}q${f(5 * s)} ${f(-6 * s)} ${f(9 * s)} ${f(-2 * s)}q${f(-4 * s)} ${f(6 * s)} ${f(-9 * s)} ${f(2 * s)}z" fill="${ink}" opacity=".7"/>`,
        'rotate(12)',
      )
    }
    case 'paisley':
      return doc.pattern(
        46 * s,
        46 * s,
        `<path d="M${f(12 * s)} ${f(30 * s)}c${f(-8 * s)} ${f(-4 * s)} ${f(-6 * s)} ${f(-18 * s)} ${f(6 * s)} ${f(-20 * s)}c${f(10 * s)} ${f(-2 * s)} ${f(12 * s)} ${f(10 * s)} ${f(4 * s)} ${f(14 * s)}c${f(6 * s)} ${f(2 * s)} ${f(10 * s)} ${f(-4 * s)} ${f(8 * s)} ${f(-10 * s)}" fill="none" stroke="${ink}" stroke-width="${f(2 * s)}"/><circle cx="${f(17 * s)}" cy="${f(22 * s)}" r="${f(2.5 * s)}" fill="${ink}"/><circle cx="${f(36 * s)}" cy="${f(38 * s)}" r="${f(1.8 * s)}" fill="${ink}"/>`,
        'rotate(-8)',
      )
    case 'tile':
      return doc.pattern(
        36 * s,
        36 * s,
        `<path d="M${f(18 * s)} ${f(3 * s)}L${f(33 * s)} ${f(18 * s)}L${f(18 * s)} ${f(33 * s)}L${f(3 * s)} ${f(18 * s)}Z" fill="none" stroke="${ink}" stroke-width="${f(2 * s)}"/><circle cx="${f(18 * s)}" cy="${f(18 * s)}" r="${f(4 * s)}" fill="${ink}"/><circle cx="0" cy="0" r="${f(3 * s)}" fill="${ink}"/><circle cx="${f(36 * s)}" cy="${f(36 * s)}" r="${f(3 * s)}" fill="${ink}"/>`,
      )
    case 'chevron':
      return doc.pattern(
        30 * s,
        20 * s,
        `<path d="M0 ${f(14 * s)}L${f(15 * s)} ${f(4 * s)}L${f(30 * s)} ${f(14 * s)}" fill="none" stroke="${ink}" stroke-width="${f(3 * s)}"/>`,
      )
  }
}

/** The eight-point-star lattice (jali) that sits faintly behind products. */
function jali(doc: Doc, ink: string, size = 56): string {
  const h = size / 2
  const q = size * 0.3
  return doc.pattern(
    size,
    size,
    `<g fill="none" stroke="${ink}" stroke-width="1.2"><rect x="${f(h - q)}" y="${f(h - q)}" width="${f(q * 2)}" height="${f(q * 2)}"/><rect x="${f(h - q)}" y="${f(h - q)}" width="${f(q * 2)}" height="${f(q * 2)}" transform="rotate(45 ${f(h)} ${f(h)})"/><path d="M0 0L${f(h - q * 1.2)} ${f(h - q * 1.2)}M${f(size)} 0L${f(h + q * 1.2)} ${f(h - q * 1.2)}M0 ${f(size)}L${f(h - q * 1.2)} ${f(h + q * 1.2)}M${f(size)} ${f(size)}L${f(h + q * 1.2)} ${f(h + q * 1.2)}"/></g>`,
  )
}

// ----------------------------------------------------------------------------------------- backdrops

const SOFT_TONES = ['#f3e8e4', '#efe4d4', '#ebe4ee', '#e5ebe3', '#f2e5e9', '#ece6dc'] as const
const DEEP_TONES = ['#dcc3cc', '#d6c5ad', '#cfc6d9', '#c9d5c6', '#e0c6c9'] as const

type BackdropStyle = 'arch' | 'circle' | 'window'

function productBackdrop(doc: Doc, r: Rng, subject: string, podium: boolean): string {
  const light = luminance(subject) > 0.68
  const tone = light ? r.pick(DEEP_TONES) : r.pick(SOFT_TONES)
  const style = r.pick<BackdropStyle>(['arch', 'circle', 'window'])
  const bg = doc.linear([
    [0, lighten(tone, 0.45)],
    [1, tone],
  ])
  const shapeFill = light ? mix(tone, PLUM, 0.14) : mix(tone, '#ffffff', 0.5)
  let shape: string
  if (style === 'arch') {
    shape = `<path d="M110 720V300A190 190 0 0 1 490 300V720Z" fill="${shapeFill}"/><path d="M128 720V304A172 172 0 0 1 472 304V720" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".45"/>`
  } else if (style === 'circle') {
    shape = `<circle cx="300" cy="380" r="230" fill="${shapeFill}"/><circle cx="300" cy="380" r="248" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity=".4"/>`
  } else {
    const lattice = jali(doc, mix(shapeFill, PLUM, 0.25), 48)
    shape = `<path d="M140 720V250Q140 150 300 110Q460 150 460 250V720Z" fill="${shapeFill}"/><path d="M140 720V250Q140 150 300 110Q460 150 460 250V720Z" fill="${lattice}" opacity=".35"/>`
  }
  const floor = `<rect y="692" width="600" height="108" fill="${darken(tone, 0.06)}"/><rect y="692" width="600" height="2" fill="${darken(tone, 0.1)}" opacity=".5"/>`
  let sparkles = ''
  const n = r.int(2, 4)
  for (let i = 0; i < n; i += 1) {
    const left = i % 2 === 0
    sparkles += sparkle(
      left ? r.range(40, 110) : r.range(490, 560),
      r.range(90, 520),
      r.range(6, 12),
      GOLD,
      r.range(0.45, 0.8),
    )
  }
  const stand = podium
    ? `<rect x="130" y="612" width="340" height="110" fill="${doc.linear(
        [
          [0, lighten(tone, 0.5)],
          [0.5, lighten(tone, 0.25)],
          [1, darken(tone, 0.1)],
        ],
        [0, 0, 1, 0],
      )}"/><ellipse cx="300" cy="722" rx="170" ry="26" fill="${darken(tone, 0.08)}"/><ellipse cx="300" cy="612" rx="170" ry="26" fill="${lighten(tone, 0.6)}"/>`
    : ''
  return `<rect width="600" height="800" fill="${bg}"/>${shape}${floor}${sparkles}${stand}`
}

function floorShadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#2a1320" opacity="${f(opacity)}" filter="${doc.blur(6)}"/>`
}

// ------------------------------------------------------------------------------------------- figures

type GarmentKind = 'abaya' | 'jilbab' | 'kaftan' | 'dress' | 'skirt' | 'tunic' | 'khimar'

interface FigureStyle {
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

function pickUnder(r: Rng, main: string): string {
  const options =
    luminance(main) > 0.55 ? ['#3b3640', '#5a4350', '#2f3a4f'] : ['#efe7db', '#d9c7ad', '#e9dfe3']
  return r.pick(options)
}

function figureStyle(product: Product, main: string, r: Rng, kind: GarmentKind): FigureStyle {
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

function face(doc: Doc, s: FigureStyle, frame: string, cx = 300, cy = 172): string {
  return `<ellipse cx="${cx}" cy="${cy - 2}" rx="34" ry="43" fill="${frame}"/><ellipse cx="${cx}" cy="${cy}" rx="29" ry="37" fill="${volume(doc, s.skin, 0.6)}"/><ellipse cx="${cx - 11}" cy="${cy + 9}" rx="7" ry="4" fill="#d9837a" opacity=".18"/><ellipse cx="${cx + 11}" cy="${cy + 9}" rx="7" ry="4" fill="#d9837a" opacity=".18"/>`
}

function hijabHead(doc: Doc, s: FigureStyle): string {
  const h = s.hijab
  const fill = volume(doc, h, 0.9)
  const fold = darken(h, 0.3)
  return (
    `<path d="M300 100C260 100 238 130 238 170C238 206 246 228 228 254C214 276 246 292 300 294C354 292 386 276 372 254C354 228 362 206 362 170C362 130 340 100 300 100Z" fill="${fill}"/>` +
    face(doc, s, darken(h, 0.16)) +
    `<path d="M262 206C256 246 268 284 300 322C332 284 344 246 338 206C326 222 312 230 300 230C288 230 274 222 262 206Z" fill="${fill}"/>` +
    line('M300 238V310M282 236Q284 270 296 302M318 236Q316 270 304 302', fold, 2, 0.3) +
    line('M262 122Q300 100 338 122', lighten(h, 0.4), 3, 0.35)
  )
}

function hands(s: FigureStyle, x: number, y: number, rx = 12, ry = 16): string {
  const hand = `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${darken(s.skin, 0.04)}"/>`
  return hand + mirrored(hand)
}

function shoes(s: FigureStyle, y = 748): string {
  const c = luminance(s.main) > 0.5 ? '#6d5a52' : '#2b2327'
  return `<ellipse cx="272" cy="${y}" rx="20" ry="8" fill="${c}"/><ellipse cx="328" cy="${y}" rx="20" ry="8" fill="${c}"/>`
}

/** Embroidered trim: a band filled with a tiny motif in the trim colour. */
function trimBand(doc: Doc, s: FigureStyle, d: string): string {
  const motif = doc.pattern(
    14,
    14,
    `<rect width="14" height="14" fill="${darken(s.main, 0.12)}"/><path d="M7 2L12 7L7 12L2 7Z" fill="${s.trim}"/><circle cx="0" cy="0" r="1.6" fill="${s.trim}"/><circle cx="14" cy="14" r="1.6" fill="${s.trim}"/>`,
  )
  return `<path d="${d}" fill="${motif}"/><path d="${d}" fill="none" stroke="${s.trim}" stroke-width="1.5" opacity=".8"/>`
}

function vine(s: FigureStyle, d: string, dots: [number, number][]): string {
  return (
    line(d, s.trim, 2, 0.85) +
    dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${s.trim}"/>`).join('')
  )
}

function clipped(doc: Doc, shape: string, inner: string): string {
  return `<g clip-path="${doc.clip(`<path d="${shape}"/>`)}">${inner}</g>`
}

function foldLines(s: FigureStyle, d: string, opacity = 0.28): string {
  return (
    line(d, darken(s.main, 0.4), 3, opacity) +
    line(
      d.replace(/M(\d+)/g, (_, x: string) => `M${Number(x) + 6}`),
      lighten(s.main, 0.3),
      1.5,
      opacity * 0.6,
    )
  )
}

function pearlRow(doc: Doc, points: [number, number][], r = 4.5): string {
  return points.map(([x, y]) => pearl(doc, x, y, r)).join('')
}

const ABAYA_BODY = 'M232 262C214 270 208 300 206 330L168 738Q300 758 432 738L394 330C392 300 386 270 368 262Z'

function drawAbaya(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  let inner = foldLines(s, 'M262 340Q250 540 236 740M338 340Q350 540 364 740M300 420Q302 580 300 745')
  if (s.has('open')) {
    inner +=
      `<path d="M291 292L268 750L332 750L309 292Z" fill="${s.under}"/>` +
      line('M291 292L268 750M309 292L332 750', darken(s.main, 0.35), 3, 0.7)
  } else {
    inner += line('M300 300V745', darken(s.main, 0.4), 2, 0.45)
  }
  if (s.has('embroidery') || s.has('gold'))
    inner += trimBand(doc, s, 'M172 704Q300 722 428 704L431 734Q300 754 169 734Z')
  if (s.has('pearls'))
    inner += pearlRow(
      doc,
      [330, 372, 414, 456, 498, 540, 582, 624, 666].map((y) => [300, y] as [number, number]),
    )
  if (s.has('pockets')) inner += line('M238 470L230 530M362 470L370 530', darken(s.main, 0.4), 2.5, 0.5)
  const body = `<path d="${ABAYA_BODY}" fill="${fill}"/>` + clipped(doc, ABAYA_BODY, inner)

  let sleeve: string
  let hand = hands(s, 192, 556)
  if (s.has('butterfly')) {
    const wing = 'M240 266C182 290 132 400 112 604Q150 646 214 654L232 380Z'
    hand = hands(s, 140, 602, 11, 15)
    sleeve =
      `<path d="${wing}" fill="${volume(doc, s.main)}" opacity=".88"/>` +
      line('M226 300Q170 420 150 620M232 330Q196 460 186 640', lighten(s.main, 0.3), 2, 0.35)
  } else if (s.has('kimono')) {
    hand = hands(s, 188, 534)
    sleeve =
      `<path d="M238 266C200 272 176 300 160 360L140 522L224 522L236 380Z" fill="${fill}"/>` +
      line('M170 360L152 514', darken(s.main, 0.35), 2.5, 0.35)
  } else {
    sleeve =
      `<path d="M238 266C208 270 196 298 191 330L168 540L216 547L234 360Z" fill="${fill}"/>` +
      line('M212 330L198 520', darken(s.main, 0.35), 2.5, 0.35)
    if (s.has('embroidery') || s.has('gold')) {
      sleeve += trimBand(doc, s, 'M171 510L219 517L216 547L168 540Z')
      if (s.has('embroidery'))
        sleeve += vine(s, 'M222 300Q214 360 214 420Q208 460 206 500', [
          [218, 340],
          [213, 400],
          [208, 460],
          [206, 496],
        ])
    }
    if (s.has('pearls'))
      sleeve += pearlRow(
        doc,
        [
          [176, 528],
          [188, 530],
          [200, 532],
          [212, 534],
        ],
        4,
      )
  }
  let extra = ''
  if (s.has('belt')) {
    extra = `<path d="M208 380Q300 394 392 380L391 402Q300 416 209 402Z" fill="${darken(s.main, 0.22)}"/><path d="M292 398Q286 450 276 500L290 502Q296 452 304 400Z" fill="${darken(s.main, 0.18)}"/><path d="M304 398Q318 446 326 492L312 496Q306 450 296 402Z" fill="${darken(s.main, 0.1)}"/>`
  }
  return shoes(s) + hand + body + sleeve + mirrored(sleeve) + extra + hijabHead(doc, s)
}

const JILBAB_CAPE =
  'M300 96C256 96 236 128 236 170C236 214 226 250 196 300C170 345 150 400 136 484Q300 524 464 484C450 400 430 345 404 300C374 250 364 214 364 170C364 128 344 96 300 96Z'
const JILBAB_SKIRT = 'M214 430L158 740Q300 760 442 740L386 430Z'

function drawJilbab(doc: Doc, s: FigureStyle): string {
  const skirtColour = s.has('two-piece') ? darken(s.main, 0.1) : s.main
  let skirtInner = foldLines(
    { ...s, main: skirtColour },
    'M250 520Q238 640 226 745M350 520Q362 640 374 745M300 520V745',
  )
  if (s.has('embroidery') || s.has('gold'))
    skirtInner += trimBand(doc, s, 'M160 700Q300 720 440 700L444 734Q300 756 156 734Z')
  if (s.has('pockets'))
    skirtInner += line('M236 560L232 610M364 560L368 610', darken(s.main, 0.45), 2.5, 0.55)
  const skirt =
    `<path d="${JILBAB_SKIRT}" fill="${volume(doc, skirtColour)}"/>` + clipped(doc, JILBAB_SKIRT, skirtInner)

  let capeInner = ''
  if (s.has('pleats')) {
    for (let x = 120; x <= 480; x += 22) capeInner += line(`M300 214L${x} 540`, darken(s.main, 0.3), 2, 0.35)
  } else {
    capeInner += foldLines(
      s,
      'M250 260Q214 380 190 500M350 260Q386 380 410 500M280 300Q270 400 262 510M320 300Q330 400 338 510',
    )
  }
  if (s.has('gold')) capeInner += trimBand(doc, s, 'M130 466Q300 506 470 466L470 500Q300 540 130 500Z')
  if (s.has('two-piece')) capeInner += line('M230 420Q300 436 370 420', lighten(s.main, 0.3), 2, 0.35)
  const cape =
    `<path d="${JILBAB_CAPE}" fill="${volume(doc, s.main)}"/>` + clipped(doc, JILBAB_CAPE, capeInner)
  return shoes(s) + skirt + hands(s, 178, 506) + cape + face(doc, s, darken(s.main, 0.2))
}

const KAFTAN_BODY =
  'M262 258L338 258C400 262 452 300 498 432L470 456C440 420 420 404 398 400L418 740Q300 760 182 740L202 400C180 404 160 420 130 456L102 432C148 300 200 262 262 258Z'

function drawKaftan(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  let inner = foldLines(
    s,
    'M236 420Q228 580 222 740M364 420Q372 580 378 740M170 330Q150 380 126 430M430 330Q450 380 474 430',
  )
  if (s.has('print'))
    inner += `<path d="${KAFTAN_BODY}" fill="${printPattern(doc, 'paisley', lighten(s.main, 0.45))}" opacity=".55"/>`
  if (s.has('stripes'))
    inner += `<path d="${KAFTAN_BODY}" fill="${printPattern(doc, 'stripes', mix(s.main, '#ffffff', 0.85), 1.2)}" opacity=".8"/>`
  if (s.has('mirror')) {
    for (let i = 0; i < 26; i += 1) {
      const x = s.r.range(220, 380)
      const y = s.r.range(340, 700)
      inner += `<circle cx="${f(x)}" cy="${f(y)}" r="4.5" fill="#e8e6ec" stroke="${GOLD}" stroke-width="2"/>`
    }
  }
  if (s.has('velvet')) {
    inner +=
      `<path d="M102 432L130 456L142 442L116 420Z" fill="${darken(s.main, 0.4)}"/>` +
      `<path d="M498 432L470 456L458 442L484 420Z" fill="${darken(s.main, 0.4)}"/>`
  }
  // Neckline and centre panel: the kaftan's signature embroidery.
  inner += trimBand(doc, s, 'M282 300L318 300L312 560L288 560Z')
  inner += trimBand(doc, s, 'M178 712Q300 730 422 712L424 742Q300 762 176 742Z')
  if (s.has('beads') || s.has('gold') || s.has('embroidery')) {
    inner += line('M196 330Q300 390 404 330', s.trim, 2.5, 0.9)
    for (let i = 0; i <= 12; i += 1) {
      const t = i / 12
      const x = 196 + 208 * t
      const y = 330 + 60 * 4 * t * (1 - t) * 0.5
      inner += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="2.6" fill="${s.trim}"/>`
    }
  }
  let tassels = ''
  if (s.has('tassels')) {
    for (const x of [290, 310]) {
      tassels +=
        line(`M${x} 322L${x + (x < 300 ? -8 : 8)} 390`, s.trim, 2) +
        `<ellipse cx="${x + (x < 300 ? -8 : 8)}" cy="398" rx="5" ry="10" fill="${s.trim}"/>`
    }
  }
  return (
    shoes(s) +
    hands(s, 114, 452, 11, 15) +
    `<path d="${KAFTAN_BODY}" fill="${fill}"/>` +
    clipped(doc, KAFTAN_BODY, inner) +
    hijabHead(doc, s) +
    tassels
  )
}

const DRESS_BODY =
  'M240 262C250 300 254 350 256 392C230 480 190 620 150 742Q300 764 450 742C410 620 370 480 344 392C346 350 350 300 360 262Z'
const SKIRT_SHAPE =
  'M254 392C230 480 190 620 150 742Q300 764 450 742C410 620 370 480 346 392Q300 400 254 392Z'

function drawDress(doc: Doc, s: FigureStyle): string {
  const isSkirt = s.kind === 'skirt'
  const top = isSkirt ? s.under : s.main
  const topFill = volume(doc, top)
  const skirtFill = volume(doc, s.main)
  const sleeveShape =
    s.has('tiers') || s.has('sheen')
      ? 'M242 264C222 270 214 292 212 320L186 516Q194 552 236 548L248 330Z'
      : 'M242 264C222 270 214 292 212 320L198 540L232 544L248 330Z'
  const sleeve =
    `<path d="${sleeveShape}" fill="${topFill}"/>` + line('M226 320L212 520', darken(top, 0.35), 2, 0.3)

  let skirtInner = ''
  if (s.has('pleats')) {
    for (let i = 0; i <= 16; i += 1) {
      const xTop = 256 + (90 * i) / 16
      const xBottom = 150 + (300 * i) / 16
      skirtInner += line(`M${f(xTop)} 392L${f(xBottom)} 760`, darken(s.main, 0.32), 2, 0.45)
      skirtInner += line(`M${f(xTop + 2)} 392L${f(xBottom + 7)} 760`, lighten(s.main, 0.3), 1.2, 0.35)
    }
  } else {
    skirtInner += foldLines(s, 'M270 420Q250 600 226 750M330 420Q350 600 374 750M300 430V750')
  }
  if (s.has('tiers'))
    skirtInner += line('M200 540Q300 556 400 540M168 648Q300 668 432 648', darken(s.main, 0.25), 3, 0.6)
  if (s.has('floral'))
    skirtInner += `<path d="M0 0H600V800H0Z" fill="${printPattern(doc, 'floral', darken(s.main, 0.35))}" opacity=".45"/>`
  if (s.has('sheen'))
    skirtInner += `<path d="M276 400C262 500 236 620 214 750L246 752C262 620 282 500 292 400Z" fill="#ffffff" opacity=".18"/>`
  if (s.has('pockets')) skirtInner += line('M262 420L252 480M338 420L348 480', darken(s.main, 0.4), 2.5, 0.5)

  let bodice = ''
  if (s.has('wrap')) bodice += line('M246 290Q300 340 344 392', darken(s.main, 0.35), 3, 0.6)
  if (s.has('buttons'))
    bodice += [310, 350, 390, 440, 490, 540]
      .map((y) => `<circle cx="300" cy="${y}" r="3.5" fill="${lighten(s.main, 0.55)}"/>`)
      .join('')
  if (s.has('floral') && !isSkirt)
    bodice += `<path d="${DRESS_BODY}" fill="${printPattern(doc, 'floral', darken(s.main, 0.35))}" opacity=".45"/>`

  const waist =
    s.has('belt') || s.has('sheen') || isSkirt
      ? `<path d="M253 386Q300 396 347 386L348 402Q300 412 252 402Z" fill="${isSkirt ? darken(s.main, 0.15) : darken(s.main, 0.25)}"/>`
      : line('M254 392Q300 400 346 392', darken(s.main, 0.3), 2, 0.5)

  return (
    shoes(s) +
    hands(s, 214, 556) +
    `<path d="${DRESS_BODY}" fill="${topFill}"/>` +
    clipped(doc, DRESS_BODY, bodice) +
    `<path d="${SKIRT_SHAPE}" fill="${skirtFill}"/>` +
    clipped(doc, SKIRT_SHAPE, skirtInner) +
    waist +
    sleeve +
    mirrored(sleeve) +
    hijabHead(doc, s)
  )
}

const TUNIC_BODY = 'M232 262C216 272 212 300 210 330L196 584Q300 600 404 584L390 330C388 300 384 272 368 262Z'

function drawTunic(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  const trousers =
    `<path d="M220 560L208 744L290 744L300 610L310 744L392 744L380 560Z" fill="${volume(doc, s.under)}"/>` +
    line('M300 612V744', darken(s.under, 0.3), 2, 0.5)
  let inner = foldLines(s, 'M256 330Q248 460 240 590M344 330Q352 460 360 590')
  if (s.has('slits') || s.has('stripes'))
    inner += `<path d="M196 520L192 600L216 600Z" fill="${s.under}"/><path d="M404 520L408 600L384 600Z" fill="${s.under}"/>`
  if (s.has('buttons'))
    inner +=
      [330, 370, 410, 450, 490]
        .map((y) => `<circle cx="300" cy="${y}" r="3.5" fill="${lighten(s.main, 0.5)}"/>`)
        .join('') + line('M300 300V590', darken(s.main, 0.3), 1.5, 0.4)
  if (s.has('embroidery')) {
    const motif = doc.pattern(
      26,
      26,
      `<circle cx="13" cy="13" r="4" fill="none" stroke="${darken(s.main, 0.18)}" stroke-width="1.5"/><circle cx="13" cy="13" r="1.3" fill="${darken(s.main, 0.18)}"/><circle cx="0" cy="0" r="1.5" fill="${darken(s.main, 0.18)}"/>`,
    )
    inner +=
      `<path d="${TUNIC_BODY}" fill="${motif}"/>` +
      trimBand(doc, { ...s, trim: darken(s.main, 0.25) }, 'M198 556Q300 572 402 556L404 586Q300 602 196 586Z')
  }
  if (s.has('pockets'))
    inner += `<rect x="236" y="460" width="40" height="44" rx="4" fill="none" stroke="${lighten(s.main, 0.35)}" stroke-width="2" stroke-dasharray="4 3"/><rect x="324" y="460" width="40" height="44" rx="4" fill="none" stroke="${lighten(s.main, 0.35)}" stroke-width="2" stroke-dasharray="4 3"/>`
  if (s.has('layered'))
    inner += `<path d="M200 400Q300 380 400 400L410 640Q300 600 190 650Z" fill="${lighten(s.main, 0.2)}" opacity=".45"/>`
  let bow = ''
  if (s.has('tie'))
    bow = `<path d="M300 326L276 312L278 340Z" fill="${darken(s.main, 0.15)}"/><path d="M300 326L324 312L322 340Z" fill="${darken(s.main, 0.15)}"/><path d="M298 328L288 380L296 382Z" fill="${darken(s.main, 0.1)}"/><path d="M302 328L314 378L306 381Z" fill="${darken(s.main, 0.1)}"/><circle cx="300" cy="326" r="5" fill="${darken(s.main, 0.25)}"/>`
  const sleeve =
    `<path d="M238 266C210 270 198 298 194 330L176 520L216 526L232 360Z" fill="${fill}"/>` +
    line('M214 330L198 510', darken(s.main, 0.35), 2, 0.3)
  return (
    shoes({ ...s, main: s.under }) +
    trousers +
    hands(s, 196, 536) +
    `<path d="${TUNIC_BODY}" fill="${fill}"/>` +
    clipped(doc, TUNIC_BODY, inner) +
    sleeve +
    mirrored(sleeve) +
    hijabHead(doc, s) +
    bow
  )
}

function drawKhimarFigure(doc: Doc, s: FigureStyle): string {
  const under = s.under
  const underFill = volume(doc, under)
  const sleeve = `<path d="M238 266C208 270 196 298 191 330L168 540L216 547L234 360Z" fill="${underFill}"/>`
  const wide = s.has('butterfly')
  const khimar = wide
    ? 'M300 96C256 96 236 128 236 170C236 214 222 250 190 296C150 350 120 400 104 470Q300 520 496 470C480 400 450 350 410 296C378 250 364 214 364 170C364 128 344 96 300 96Z'
    : 'M300 96C256 96 236 128 236 170C236 214 228 250 206 290C186 330 178 380 170 436Q300 476 430 436C422 380 414 330 394 290C372 250 364 214 364 170C364 128 344 96 300 96Z'
  let inner = foldLines(s, 'M260 250Q236 340 220 450M340 250Q364 340 380 450M300 300V470')
  if (s.has('double'))
    inner += `<path d="M150 380Q300 420 450 380L450 400Q300 440 150 400Z" fill="${darken(s.main, 0.2)}" opacity=".5"/>`
  if (s.has('sheen'))
    inner += `<path d="M262 240Q236 340 214 470L236 474Q254 350 276 244Z" fill="#ffffff" opacity=".2"/>`
  return (
    shoes({ ...s, main: under }) +
    hands(s, 192, 556) +
    `<path d="${ABAYA_BODY}" fill="${underFill}"/>` +
    clipped(
      doc,
      ABAYA_BODY,
      line('M300 440V745', darken(under, 0.35), 2, 0.4) +
        foldLines({ ...s, main: under }, 'M262 460Q250 600 236 740M338 460Q350 600 364 740'),
    ) +
    sleeve +
    mirrored(sleeve) +
    `<path d="${khimar}" fill="${volume(doc, s.main)}"${s.has('sheer') ? ' opacity=".95"' : ''}/>` +
    clipped(doc, khimar, inner) +
    face(doc, s, darken(s.main, 0.2))
  )
}

function drawFigure(doc: Doc, s: FigureStyle): string {
  switch (s.kind) {
    case 'abaya':
      return drawAbaya(doc, s)
    case 'jilbab':
      return drawJilbab(doc, s)
    case 'kaftan':
      return drawKaftan(doc, s)
    case 'dress':
    case 'skirt':
      return drawDress(doc, s)
    case 'tunic':
      return drawTunic(doc, s)
    case 'khimar':
      return drawKhimarFigure(doc, s)
  }
}

// ------------------------------------------------------------------------------------------ textiles

interface TextileLook {
  print: PrintKind | null
  edge: 'plain' | 'fringe' | 'pearls' | 'gold'
  sheen: boolean
  crinkle: boolean
}

function textileLook(product: Product): TextileLook {
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

function printOverlay(doc: Doc, look: TextileLook, c: string, d: string, scale = 1): string {
  let out = ''
  if (look.print) {
    const ink = luminance(c) < 0.4 ? lighten(c, 0.4) : darken(c, 0.22)
    out += `<path d="${d}" fill="${printPattern(doc, look.print, look.print === 'tile' ? GOLD : ink, scale)}" opacity="${look.print === 'stripes' ? '.35' : '.6'}"/>`
  }
  if (look.crinkle)
    out += `<path d="${d}" fill="${doc.pattern(12, 60, line('M6 0Q2 15 6 30T6 60', darken(c, 0.3), 1.5, 0.5), 'rotate(8)')}"/>`
  return out
}

const BUST_HIJAB =
  'M300 150C222 150 186 212 186 292C186 352 180 410 150 480C126 540 150 600 210 640Q300 680 400 640C456 600 474 540 450 480C420 410 414 352 414 292C414 212 378 150 300 150Z'

/** A scarf worn on a head-and-shoulders bust: the clearest way to show a hijab. */
function drawScarfBust(doc: Doc, product: Product, c: string, r: Rng): string {
  const look = textileLook(product)
  const under = pickUnder(r, c)
  const skin = r.pick(SKIN_TONES)
  const fill = volume(doc, c, 0.9)
  const drape =
    'M236 350C226 430 244 520 300 600C356 520 374 430 364 350C344 380 322 392 300 392C278 392 256 380 236 350Z'
  const tail = 'M392 380C424 470 446 580 436 712L478 722C488 600 466 470 418 356Z'
  let edge = ''
  if (look.edge === 'pearls')
    edge = pearlRow(
      doc,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [438 + i * 0.5, 430 + i * 36] as [number, number]),
      5,
    )
  if (look.edge === 'fringe')
    for (let x = 438; x <= 476; x += 6) edge += line(`M${x} 716L${x + 1} 740`, darken(c, 0.15), 2)
  if (look.edge === 'gold') edge = line('M436 712L478 722', GOLD, 5)
  const shine = look.sheen
    ? `<path d="M214 300C210 380 200 440 176 500L196 510C220 440 230 380 232 300Z" fill="#ffffff" opacity=".22"/>`
    : ''
  const s = { ...figureStyleFor(c, skin), has: () => false }
  return (
    `<path d="M110 800C116 650 190 590 300 584C410 590 484 650 490 800Z" fill="${volume(doc, under)}"/>` +
    `<path d="${BUST_HIJAB}" fill="${fill}"/>` +
    clipped(
      doc,
      BUST_HIJAB,
      printOverlay(doc, look, c, BUST_HIJAB, 1.6) +
        shine +
        line('M230 420Q214 520 190 600M370 420Q386 520 410 600', darken(c, 0.3), 4, 0.3),
    ) +
    `<ellipse cx="300" cy="296" rx="68" ry="86" fill="${darken(c, 0.16)}"/><ellipse cx="300" cy="300" rx="57" ry="74" fill="${volume(doc, s.skin, 0.6)}"/><ellipse cx="278" cy="318" rx="12" ry="7" fill="#d9837a" opacity=".16"/><ellipse cx="322" cy="318" rx="12" ry="7" fill="#d9837a" opacity=".16"/>` +
    `<path d="${drape}" fill="${fill}"/>` +
    clipped(
      doc,
      drape,
      printOverlay(doc, look, c, drape, 1.6) +
        line('M300 400V590M270 400Q276 480 294 560M330 400Q324 480 306 560', darken(c, 0.3), 3, 0.3),
    ) +
    `<path d="${tail}" fill="${volume(doc, darken(c, 0.05))}"/>` +
    clipped(doc, tail, printOverlay(doc, look, c, tail, 1.6)) +
    edge +
    line('M236 196Q300 160 364 196', lighten(c, 0.4), 5, 0.3)
  )
}

function figureStyleFor(main: string, skin: string): Omit<FigureStyle, 'has'> {
  return { kind: 'abaya', main, hijab: main, skin, trim: GOLD, under: '#efe7db', r: rng(1) }
}

/** Folded pieces stacked on a plinth, the top one's end falling over the front. */
function drawFoldedStack(doc: Doc, product: Product, c: string, others: string[]): string {
  const look = textileLook(product)
  const tints = [others[0] ?? lighten(c, 0.35), others[1] ?? darken(c, 0.18), lighten(c, 0.55)]
  const layers: [number, number, string][] = [
    [596, 168, tints[2]!],
    [540, 160, tints[1]!],
    [484, 152, tints[0]!],
    [428, 146, c],
  ]
  let out = floorShadow(doc, 300, 618, 180, 14, 0.2)
  for (const [y, half, colour] of layers) {
    const d = `M${300 - half} ${y}L${300 + half} ${y}Q${314 + half} ${y + 28} ${300 + half} ${y + 56}L${300 - half} ${y + 56}Q${286 - half} ${y + 28} ${300 - half} ${y}Z`
    out +=
      `<path d="${d}" fill="${doc.linear([
        [0, lighten(colour, 0.22)],
        [0.5, colour],
        [1, darken(colour, 0.2)],
      ])}"/>` +
      line(
        `M${300 - half + 10} ${y + 28}Q300 ${y + 34} ${300 + half - 10} ${y + 28}`,
        darken(colour, 0.25),
        2,
        0.35,
      )
    if (colour === c) out += clipped(doc, d, printOverlay(doc, look, c, d))
  }
  const tail = 'M360 436Q392 470 384 560Q380 620 396 660L336 660Q322 600 330 540Q338 480 320 440Z'
  out += `<path d="${tail}" fill="${volume(doc, c)}"/>` + clipped(doc, tail, printOverlay(doc, look, c, tail))
  if (look.edge === 'fringe')
    for (let x = 338; x <= 394; x += 6) out += line(`M${x} 660L${x} 682`, darken(c, 0.15), 2)
  if (look.edge === 'pearls')
    out += pearlRow(
      doc,
      [340, 352, 364, 376, 388].map((x) => [x, 662] as [number, number]),
      5,
    )
  if (look.edge === 'gold') out += `<rect x="336" y="644" width="60" height="12" fill="${metal(doc)}"/>`
  return out
}

/** A shawl hanging from a brass rail, folded over it in front. */
function drawHangingShawl(doc: Doc, product: Product, c: string): string {
  const look = textileLook(product)
  const back =
    'M150 150L450 150C452 330 462 520 470 690Q400 676 300 700Q200 676 130 690C138 520 148 330 150 150Z'
  const front = 'M150 150L450 150C446 250 440 330 430 430Q300 480 170 410C160 320 154 240 150 150Z'
  const hemBand = 'M134 652Q200 638 300 662Q400 638 466 652L470 690Q400 676 300 700Q200 676 130 690Z'
  const frontBand = 'M168 376Q300 446 432 396L430 430Q300 480 170 410Z'
  let fringe = ''
  if (look.edge !== 'gold') {
    for (let x = 134; x <= 466; x += 8) {
      const y = x < 300 ? 690 - ((x - 130) / 170) * -10 : 700 - ((x - 300) / 170) * 10
      fringe += line(`M${x} ${f(y - 2)}l0 26`, darken(c, 0.12), 2)
    }
  }
  const band =
    look.edge === 'gold' || product.fabric === 'Silk'
      ? { ...figureStyleFor(c, '#000000'), has: () => false, trim: GOLD }
      : null
  return (
    floorShadow(doc, 300, 740, 170, 12, 0.16) +
    `<path d="${back}" fill="${folds(doc, c, 9)}"/>` +
    clipped(doc, back, printOverlay(doc, look, c, back) + (band ? trimBand(doc, band, hemBand) : '')) +
    fringe +
    `<path d="${front}" fill="${folds(doc, lighten(c, 0.06), 6, 0.12)}"/>` +
    clipped(doc, front, printOverlay(doc, look, c, front) + (band ? trimBand(doc, band, frontBand) : '')) +
    `<rect x="112" y="140" width="376" height="14" rx="7" fill="${metal(doc)}"/><circle cx="110" cy="147" r="13" fill="${metal(doc)}"/><circle cx="490" cy="147" r="13" fill="${metal(doc)}"/>` +
    line('M150 120L150 140M450 120L450 140', darken(GOLD, 0.3), 4)
  )
}

// ------------------------------------------------------------------------------------------- objects

type Pt = [number, number]

function glass(doc: Doc, tint: string, alpha = 0.85): string {
  return doc.linear(
    [
      [0, lighten(tint, 0.45), alpha],
      [0.2, lighten(tint, 0.15), alpha],
      [0.65, tint, alpha],
      [1, darken(tint, 0.3), alpha],
    ],
    [0, 0, 1, 0],
  )
}

const highlight = (x: number, y: number, w: number, h: number, opacity = 0.35) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="#ffffff" opacity="${f(opacity)}"/>`

function label(doc: Doc, x: number, y: number, w: number, h: number, accent = GOLD): string {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="4" fill="${IVORY}" opacity=".92"/>` +
    line(
      `M${f(x + w * 0.2)} ${f(y + h * 0.35)}H${f(x + w * 0.8)}M${f(x + w * 0.3)} ${f(y + h * 0.55)}H${f(x + w * 0.7)}`,
      accent,
      2.5,
      0.9,
    ) +
    `<path d="M${f(x + w / 2)} ${f(y + h * 0.72)}l5 5l-5 5l-5 -5z" fill="${accent}"/>`
  )
}

function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<path d="M0 0Q${f(size * 0.5)} ${f(-size * 0.35)} ${f(size)} 0Q${f(size * 0.5)} ${f(size * 0.35)} 0 0Z" fill="${colour}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"/>`
}

function lipstick(doc: Doc, c: string): string {
  const shine = metal(doc)
  return (
    floorShadow(doc, 330, 618, 130, 10) +
    `<rect x="232" y="430" width="86" height="186" rx="6" fill="${shine}"/><rect x="242" y="380" width="66" height="54" fill="${metal(doc, darken(GOLD, 0.15))}"/>` +
    `<path d="M248 384V300Q248 290 258 286L302 262V384Z" fill="${volume(doc, c)}"/><path d="M256 380V300L264 296V380Z" fill="#ffffff" opacity=".25"/>` +
    `<rect x="232" y="430" width="86" height="10" fill="${darken(GOLD, 0.3)}"/>` +
    `<rect x="344" y="470" width="84" height="146" rx="6" fill="${volume(doc, PLUM_DEEP)}"/><rect x="344" y="590" width="84" height="10" fill="${shine}"/>` +
    highlight(352, 480, 8, 100, 0.2) +
    line('M150 660q50 -16 110 -2', c, 14, 0.85)
  )
}

function cushionCompact(doc: Doc, c: string): string {
  const rim = metal(doc)
  const mirror = doc.linear(
    [
      [0, '#f7eef0'],
      [0.5, '#d9c9d0'],
      [1, '#f3e6ea'],
    ],
    [0, 0, 1, 1],
  )
  return (
    floorShadow(doc, 300, 622, 160, 12) +
    `<ellipse cx="300" cy="410" rx="124" ry="110" fill="${rim}"/><ellipse cx="300" cy="410" rx="108" ry="95" fill="${mirror}"/>` +
    `<path d="M236 360Q268 330 300 326" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    `<rect x="165" y="540" width="270" height="46" fill="${rim}"/><ellipse cx="300" cy="586" rx="135" ry="38" fill="${darken(GOLD, 0.2)}"/><ellipse cx="300" cy="540" rx="135" ry="38" fill="${lighten(GOLD, 0.35)}"/>` +
    `<ellipse cx="300" cy="540" rx="112" ry="30" fill="${doc.radial([
      [0, lighten(c, 0.25)],
      [1, darken(c, 0.1)],
    ])}"/>` +
    `<ellipse cx="420" cy="606" rx="62" ry="20" fill="${lighten(c, 0.55)}"/><ellipse cx="420" cy="600" rx="58" ry="16" fill="${lighten(c, 0.7)}"/><rect x="400" y="594" width="40" height="7" rx="3" fill="${PLUM_LIGHT}"/>`
  )
}

function kajal(doc: Doc, c: string, other: string | undefined): string {
  const pencil = (x: number, y: number, angle: number, body: string, tip: string) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 12}" y="${y - 150}" width="24" height="300" rx="3" fill="${volume(doc, body)}"/><path d="M${x - 12} ${y - 150}L${x} ${y - 200}L${x + 12} ${y - 150}Z" fill="#e3c39c"/><path d="M${x - 4.5} ${y - 181}L${x} ${y - 200}L${x + 4.5} ${y - 181}Z" fill="${tip}"/><rect x="${x - 12}" y="${y + 110}" width="24" height="8" fill="${metal(doc)}"/><rect x="${x - 13}" y="${y + 150}" width="26" height="22" rx="4" fill="${metal(doc)}"/></g>`
  return (
    floorShadow(doc, 300, 620, 150, 10) +
    pencil(270, 450, -24, PLUM_DEEP, other ?? darken(c, 0.1)) +
    pencil(330, 440, 18, '#1d1a1c', c)
  )
}

function blushPalette(doc: Doc, c: string): string {
  const shades = [lighten(c, 0.35), c, darken(c, 0.15), mix(c, GOLD, 0.45)]
  const mirror = doc.linear(
    [
      [0, '#f4ecee'],
      [0.5, '#d6c8ce'],
      [1, '#efe4e8'],
    ],
    [0, 0, 1, 1],
  )
  let pans = ''
  shades.forEach((s, i) => {
    const x = 195 + i * 70
    pans += `<circle cx="${x}" cy="550" r="32" fill="${metal(doc)}"/><circle cx="${x}" cy="550" r="27" fill="${doc.radial(
      [
        [0, lighten(s, 0.2)],
        [1, darken(s, 0.08)],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`
  })
  return (
    floorShadow(doc, 300, 624, 170, 12) +
    `<rect x="150" y="296" width="300" height="190" rx="14" fill="${volume(doc, darken(PLUM, 0.25))}"/><rect x="166" y="312" width="268" height="158" rx="8" fill="${mirror}"/>` +
    line('M190 340L240 320', '#ffffff', 8, 0.6) +
    `<rect x="150" y="480" width="300" height="140" rx="14" fill="${volume(doc, PLUM_DEEP)}"/>` +
    pans
  )
}

function dropperBottle(doc: Doc, tint: string, opts: { tall?: boolean; bulb?: string } = {}): string {
  const top = opts.tall ? 330 : 400
  const collar = top - 70
  return (
    floorShadow(doc, 300, 620, 110, 10) +
    `<rect x="236" y="${top}" width="128" height="${614 - top}" rx="22" fill="${glass(doc, tint)}"/>` +
    `<rect x="246" y="${top + 40}" width="108" height="${566 - top}" rx="16" fill="${lighten(tint, 0.15)}" opacity=".45"/>` +
    `<rect x="276" y="${top - 30}" width="48" height="34" fill="${glass(doc, tint)}"/>` +
    `<rect x="264" y="${collar - 6}" width="72" height="48" rx="6" fill="${metal(doc)}"/>` +
    `<path d="M281 ${collar}V${collar - 56}Q281 ${collar - 94} 300 ${collar - 94}Q319 ${collar - 94} 319 ${collar - 56}V${collar}Z" fill="${volume(doc, opts.bulb ?? PLUM_DEEP)}"/>` +
    label(doc, 252, top + 70, 96, 92) +
    highlight(244, top + 12, 10, 600 - top - 30, 0.4)
  )
}

function rosePetals(r: Rng, colour = '#e59aa3'): string {
  let out = ''
  for (let i = 0; i < 5; i += 1) {
    const x = r.pick([r.range(150, 215), r.range(385, 450)])
    out += `<ellipse cx="${f(x)}" cy="${f(r.range(618, 650))}" rx="14" ry="8" fill="${i % 2 ? colour : lighten(colour, 0.2)}" transform="rotate(${f(r.range(-40, 40))} ${f(x)} 630)"/>`
  }
  return out
}

function cleanserTube(doc: Doc, body: string, withSprig = true): string {
  let ridges = ''
  for (let x = 242; x <= 358; x += 8) ridges += line(`M${x} 318V332`, darken(body, 0.2), 1.5, 0.6)
  let sprig = line('M150 640Q170 560 200 500', '#b59a63', 3)
  for (let i = 0; i < 5; i += 1) sprig += leaf(160 + i * 9, 600 - i * 22, 22, -60 - i * 4, '#d8c08e')
  return (
    floorShadow(doc, 300, 620, 110, 10) +
    `<rect x="256" y="556" width="88" height="60" rx="8" fill="${volume(doc, GOLD)}"/>` +
    `<path d="M236 332L364 332L350 560L250 560Z" fill="${volume(doc, body)}"/>` +
    `<rect x="232" y="314" width="136" height="20" rx="3" fill="${darken(body, 0.08)}"/>` +
    ridges +
    label(doc, 262, 410, 76, 90) +
    highlight(250, 340, 9, 200, 0.45) +
    (withSprig ? sprig : '')
  )
}

function creamJar(doc: Doc, body: string, lid: string, cream: string): string {
  return (
    floorShadow(doc, 300, 622, 140, 12) +
    `<rect x="190" y="500" width="220" height="118" rx="18" fill="${volume(doc, body)}"/><rect x="190" y="500" width="220" height="14" fill="${metal(doc, lid)}"/>` +
    `<ellipse cx="300" cy="500" rx="110" ry="20" fill="${cream}"/><path d="M270 496q30 -18 60 0q-20 -4 -30 8" fill="none" stroke="${darken(cream, 0.12)}" stroke-width="3"/>` +
    label(doc, 250, 530, 100, 64, lid) +
    `<g transform="rotate(16 420 420)"><rect x="330" y="380" width="180" height="50" rx="12" fill="${metal(doc, lid)}"/><rect x="330" y="420" width="180" height="10" fill="${darken(lid, 0.25)}"/></g>`
  )
}

function orangeSlice(x: number, y: number, r: number): string {
  let segments = ''
  for (let a = 0; a < 360; a += 45) {
    const rad = (a * Math.PI) / 180
    segments += line(
      `M${x} ${y}L${f(x + Math.cos(rad) * r * 0.82)} ${f(y + Math.sin(rad) * r * 0.82)}`,
      '#fbe3b4',
      2.5,
    )
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#f0a03a"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="#f7b955"/>${segments}`
}

function balmJar(doc: Doc, r: Rng): string {
  let seeds = ''
  for (let i = 0; i < 14; i += 1) {
    const x = r.pick([r.range(140, 200), r.range(400, 460)])
    seeds += `<ellipse cx="${f(x)}" cy="${f(r.range(612, 650))}" rx="4" ry="2.5" fill="#1d1a1c" transform="rotate(${f(r.range(0, 180))} ${f(x)} 630)"/>`
  }
  return (
    floorShadow(doc, 300, 622, 130, 12) +
    `<rect x="200" y="486" width="200" height="130" rx="22" fill="${glass(doc, '#6b3a1f', 0.95)}"/>` +
    `<rect x="192" y="440" width="216" height="54" rx="10" fill="${volume(doc, '#1d1a1c')}"/><rect x="192" y="482" width="216" height="6" fill="${metal(doc)}"/>` +
    label(doc, 232, 516, 136, 70) +
    highlight(210, 500, 9, 100, 0.3) +
    seeds
  )
}

function tallBottle(doc: Doc, body: string, cap: string, pump: boolean): string {
  const bottle = 'M240 380Q240 350 270 344H330Q360 350 360 380V600Q360 616 344 616H256Q240 616 240 600Z'
  const head = pump
    ? `<rect x="284" y="300" width="32" height="46" fill="${volume(doc, cap)}"/><rect x="270" y="280" width="60" height="24" rx="6" fill="${volume(doc, cap)}"/><path d="M326 286H372V298H326Z" fill="${volume(doc, cap)}"/>`
    : `<rect x="256" y="300" width="88" height="48" rx="10" fill="${volume(doc, cap)}"/><rect x="256" y="300" width="88" height="10" rx="5" fill="${lighten(cap, 0.3)}"/>`
  return (
    floorShadow(doc, 300, 622, 110, 10) +
    head +
    `<path d="${bottle}" fill="${volume(doc, body)}"/>` +
    label(doc, 258, 420, 84, 110) +
    highlight(250, 370, 9, 220, 0.4)
  )
}

function mintSprig(x: number, y: number): string {
  let out = line(`M${x} ${y}Q${x + 10} ${y - 60} ${x + 30} ${y - 110}`, '#4f7f5b', 3)
  for (let i = 0; i < 4; i += 1) {
    out += leaf(x + 6 + i * 7, y - 20 - i * 26, 34, -130 + (i % 2) * 100, i % 2 ? '#6fa37a' : '#5b9068')
  }
  return out
}

function sprayMist(doc: Doc, body: string): string {
  let mist = ''
  for (let i = 0; i < 22; i += 1) {
    const a = (-40 + (i % 11) * 8) * (Math.PI / 180)
    const d = 50 + (i > 10 ? 60 : 20) + (i % 3) * 12
    mist += `<circle cx="${f(380 + Math.cos(a) * d)}" cy="${f(292 + Math.sin(a) * d)}" r="${f(2 + (i % 3))}" fill="#ffffff" opacity=".8"/>`
  }
  return tallBottle(doc, body, '#f3efe9', true) + mist
}

function nailPolish(doc: Doc, shades: string[]): string {
  const bottle = (x: number, s: string, scale: number) =>
    `<g transform="translate(${x} 616) scale(${scale})"><rect x="-40" y="-100" width="80" height="100" rx="16" fill="${glass(doc, s, 0.95)}"/><rect x="-18" y="-212" width="36" height="116" rx="6" fill="${volume(doc, '#1d1a1c')}"/><rect x="-18" y="-110" width="36" height="10" fill="${metal(doc)}"/>${highlight(-32, -90, 8, 74, 0.45)}</g>`
  const [a, b, c] = [shades[0]!, shades[1] ?? lighten(shades[0]!, 0.3), shades[2] ?? darken(shades[0]!, 0.2)]
  return (
    floorShadow(doc, 300, 622, 170, 12) + bottle(195, b, 0.85) + bottle(405, c, 0.85) + bottle(300, a, 1.05)
  )
}

function lipBalm(doc: Doc, c: string): string {
  return (
    floorShadow(doc, 300, 622, 140, 10) +
    `<rect x="250" y="400" width="60" height="216" rx="8" fill="${volume(doc, '#f2e8de')}"/><rect x="250" y="400" width="60" height="16" fill="${metal(doc)}"/>` +
    `<path d="M258 402V346Q258 332 280 326Q302 332 302 346V402Z" fill="${volume(doc, c)}"/>` +
    label(doc, 256, 460, 48, 100, c) +
    `<g transform="rotate(-90 400 560)"><rect x="370" y="470" width="56" height="200" rx="8" fill="${volume(doc, lighten(c, 0.5))}"/><rect x="370" y="540" width="56" height="8" fill="${metal(doc)}"/></g>`
  )
}

function sunscreen(doc: Doc): string {
  let rays = ''
  for (let a = 0; a < 360; a += 30) {
    const rad = (a * Math.PI) / 180
    rays += line(
      `M${f(430 + Math.cos(rad) * 56)} ${f(300 + Math.sin(rad) * 56)}L${f(430 + Math.cos(rad) * 74)} ${f(300 + Math.sin(rad) * 74)}`,
      GOLD,
      4,
      0.6,
    )
  }
  return (
    `<circle cx="430" cy="300" r="44" fill="${GOLD}" opacity=".35"/>${rays}` +
    cleanserTube(doc, '#f6d48f', false)
  )
}

function attar(doc: Doc): string {
  const body = 'M300 420L372 520L300 620L228 520Z'
  return (
    `<ellipse cx="300" cy="618" rx="120" ry="22" fill="${metal(doc)}"/>` +
    `<path d="${body}" fill="${glass(doc, '#c9872d', 0.9)}"/>` +
    line('M300 420V620M228 520H372M264 470L336 570M336 470L264 570', '#ffffff', 1.5, 0.35) +
    `<rect x="288" y="388" width="24" height="36" fill="${glass(doc, '#c9872d')}"/>` +
    `<path d="M280 392Q300 380 320 392L316 356Q300 300 300 270Q300 300 284 356Z" fill="${metal(doc)}"/><circle cx="300" cy="266" r="7" fill="${metal(doc)}"/>` +
    highlight(262, 480, 6, 60, 0.45)
  )
}

function earrings(doc: Doc, c: string): string {
  const pearlFill = doc.radial(
    [
      [0, '#ffffff'],
      [0.55, lighten(c, 0.6)],
      [1, darken(c, 0.2)],
    ],
    0.35,
    0.3,
    0.75,
  )
  const one = (x: number) =>
    line(`M${x} 252Q${x - 22} 280 ${x} 300`, GOLD, 4) +
    `<circle cx="${x}" cy="306" r="7" fill="${metal(doc)}"/>` +
    line(`M${x} 312V360`, GOLD, 3) +
    `<circle cx="${x}" cy="394" r="32" fill="${pearlFill}"/><circle cx="${x - 10}" cy="382" r="7" fill="#ffffff" opacity=".7"/>`
  return (
    floorShadow(doc, 300, 620, 120, 10) +
    `<rect x="292" y="262" width="16" height="352" fill="${metal(doc)}"/><rect x="170" y="244" width="260" height="14" rx="7" fill="${metal(doc)}"/><ellipse cx="300" cy="612" rx="70" ry="14" fill="${metal(doc)}"/>` +
    one(214) +
    one(386)
  )
}

function bangles(doc: Doc, c: string, r: Rng): string {
  let out = floorShadow(doc, 300, 626, 160, 12)
  for (let i = 0; i < 6; i += 1) {
    const y = 596 - i * 26
    const x = 300 + r.range(-14, 14)
    const textured = i % 2 === 1
    out += `<ellipse cx="${f(x)}" cy="${y}" rx="128" ry="40" fill="none" stroke="${darken(c, 0.35)}" stroke-width="14"/>`
    out += `<ellipse cx="${f(x)}" cy="${y - 2}" rx="128" ry="40" fill="none" stroke="${metal(doc, c)}" stroke-width="11"${textured ? ' stroke-dasharray="3 3"' : ''}/>`
  }
  return out
}

function pendant(doc: Doc, c: string): string {
  return (
    line('M150 150Q180 380 300 420Q420 380 450 150', darken(c, 0.1), 3, 1, ' stroke-dasharray="2 5"') +
    `<circle cx="300" cy="430" r="9" fill="none" stroke="${metal(doc, c)}" stroke-width="4"/>` +
    `<path d="M300 440A74 74 0 1 0 356 560A58 58 0 1 1 300 440Z" fill="${metal(doc, c)}"/>` +
    sparkle(330, 500, 18, lighten(c, 0.3), 1) +
    floorShadow(doc, 300, 622, 100, 8, 0.1)
  )
}

function ring(doc: Doc, stone: string, band: string): string {
  return (
    `<path d="M170 612Q170 540 300 536Q430 540 430 612Z" fill="${volume(doc, PLUM)}"/><ellipse cx="300" cy="612" rx="130" ry="20" fill="${darken(PLUM, 0.2)}"/>` +
    `<ellipse cx="300" cy="510" rx="72" ry="66" fill="none" stroke="${metal(doc, band)}" stroke-width="14"/>` +
    `<path d="M270 420L330 420L352 444L330 470L270 470L248 444Z" fill="${doc.linear(
      [
        [0, lighten(stone, 0.45)],
        [0.5, stone],
        [1, darken(stone, 0.35)],
      ],
      [0, 0, 1, 1],
    )}" stroke="${metal(doc, band)}" stroke-width="5"/>` +
    line('M270 420L286 444L270 470M330 420L314 444L330 470M286 444H314', '#ffffff', 1.5, 0.45)
  )
}

function tote(doc: Doc, c: string): string {
  const body = 'M172 400L428 400L452 600Q454 614 440 614H160Q146 614 148 600Z'
  return (
    floorShadow(doc, 300, 622, 170, 12) +
    line('M218 402C218 300 286 300 286 402M314 402C314 300 382 300 382 402', darken(c, 0.25), 14) +
    `<path d="${body}" fill="${volume(doc, c)}"/>` +
    line(
      'M182 414L164 600M418 414L436 600M178 414H422',
      lighten(c, 0.35),
      2,
      0.6,
      ' stroke-dasharray="6 5"',
    ) +
    `<circle cx="300" cy="430" r="10" fill="${metal(doc)}"/><rect x="210" y="396" width="20" height="14" rx="3" fill="${metal(doc)}"/><rect x="370" y="396" width="20" height="14" rx="3" fill="${metal(doc)}"/>`
  )
}

function quiltedBag(doc: Doc, c: string): string {
  const body = 'M180 440Q180 420 200 420H400Q420 420 420 440V592Q420 612 400 612H200Q180 612 180 592Z'
  const quilt = doc.pattern(34, 34, line('M0 0L34 34M34 0L0 34', darken(c, 0.3), 2, 0.6))
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    line('M196 430Q190 200 300 190Q410 200 404 430', GOLD, 6, 1, ' stroke-dasharray="10 4"') +
    `<path d="${body}" fill="${volume(doc, c)}"/><path d="${body}" fill="${quilt}"/>` +
    `<path d="M180 440Q180 420 200 420H400Q420 420 420 440V500Q300 540 180 500Z" fill="${volume(doc, darken(c, 0.06))}"/><path d="M180 440Q180 420 200 420H400Q420 420 420 440V500Q300 540 180 500Z" fill="${quilt}"/>` +
    `<rect x="284" y="504" width="32" height="22" rx="4" fill="${metal(doc)}"/>`
  )
}

function clutch(doc: Doc, c: string): string {
  const beads = doc.pattern(16, 16, `<circle cx="8" cy="8" r="2.6" fill="${GOLD}" opacity=".75"/>`)
  const body = 'M150 468Q150 450 168 450H432Q450 450 450 468V598Q450 614 432 614H168Q150 614 150 598Z'
  return (
    floorShadow(doc, 300, 622, 170, 12) +
    `<path d="${body}" fill="${volume(doc, c)}"/><path d="${body}" fill="${beads}"/>` +
    `<path d="M152 458L300 560L448 458Q450 450 432 450H168Q150 450 152 458Z" fill="${volume(doc, darken(c, 0.15))}"/>` +
    `<circle cx="300" cy="556" r="14" fill="${metal(doc)}"/><circle cx="300" cy="556" r="8" fill="${lighten(c, 0.4)}"/>` +
    line('M450 600Q500 620 470 650Q420 670 360 650', GOLD, 4, 1, ' stroke-dasharray="6 3"')
  )
}

function canvasBag(doc: Doc, c: string): string {
  const weave = doc.pattern(8, 8, line('M0 4H8M4 0V8', darken(c, 0.15), 1, 0.35))
  const leather = '#8a5a3c'
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    line('M210 402C200 220 290 210 290 402M310 402C310 210 400 220 390 402', leather, 12) +
    `<rect x="170" y="400" width="260" height="214" rx="10" fill="${volume(doc, c)}"/><rect x="170" y="400" width="260" height="214" rx="10" fill="${weave}"/>` +
    `<rect x="170" y="400" width="260" height="22" fill="${leather}"/>` +
    `<rect x="208" y="480" width="184" height="100" rx="6" fill="${darken(c, 0.08)}"/><rect x="208" y="480" width="184" height="100" rx="6" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" stroke-dasharray="5 4"/>` +
    line('M300 480V580', lighten(c, 0.3), 2, 0.6, ' stroke-dasharray="5 4"')
  )
}

/** A point on the belt loop: an ellipse seen from above, angle 90° being the front centre. */
function loopPoint(deg: number, rx = 215, ry = 105, cx = 300, cy = 540): Pt {
  const rad = (deg * Math.PI) / 180
  return [cx + Math.cos(rad) * rx, cy + Math.sin(rad) * ry]
}

const LOOP_BACK = 'M85 540A215 105 0 0 1 515 540'
const LOOP_FRONT = 'M515 540A215 105 0 0 1 85 540'

/** A buckled belt lying in a loop, the back half in shadow. */
function belt(doc: Doc, c: string, style: 'slim' | 'obi' | 'chain' | 'rope'): string {
  let out = floorShadow(doc, 300, 660, 230, 22, 0.16)
  const band = (width: number, extra = '') =>
    line(LOOP_BACK, darken(c, 0.45), width + 4) +
    line(LOOP_BACK, darken(c, 0.22), width, 1, extra) +
    line(LOOP_FRONT, darken(c, 0.3), width + 4) +
    line(LOOP_FRONT, c, width, 1, extra)
  if (style === 'slim') {
    out += band(30)
    out += line(LOOP_FRONT, lighten(c, 0.35), 1.5, 0.7, ' stroke-dasharray="5 4"')
    for (const deg of [60, 68, 76]) {
      const [x, y] = loopPoint(deg)
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="3.2" fill="${darken(c, 0.55)}"/>`
    }
    out +=
      `<rect x="262" y="612" width="76" height="62" rx="12" fill="none" stroke="${metal(doc)}" stroke-width="9"/>` +
      line('M272 643H326', metal(doc), 6)
  } else if (style === 'obi') {
    out += band(86)
    out +=
      line('M85 520A215 105 0 0 0 515 520', darken(c, 0.25), 2, 0.45) +
      line('M85 560A215 105 0 0 0 515 560', lighten(c, 0.3), 2, 0.4)
    out += `<path d="M286 660Q266 710 246 770L284 776Q298 716 310 664Z" fill="${volume(doc, darken(c, 0.08))}"/><path d="M308 660Q336 708 354 764L318 772Q302 716 290 664Z" fill="${volume(doc, c)}"/>`
    out +=
      `<ellipse cx="300" cy="646" rx="38" ry="48" fill="${volume(doc, darken(c, 0.12))}"/>` +
      line('M286 620Q300 646 288 676', lighten(c, 0.2), 2, 0.5)
  } else if (style === 'chain') {
    out +=
      line(LOOP_BACK, darken(c, 0.4), 6, 0.45) +
      line(LOOP_BACK, metal(doc, c), 16, 0.8, ' stroke-dasharray="16 6"')
    out +=
      line(LOOP_FRONT, darken(c, 0.4), 6, 0.6) +
      line(LOOP_FRONT, metal(doc, c), 18, 1, ' stroke-dasharray="18 7"')
    for (let deg = 0; deg < 360; deg += 30) {
      const [x, y] = loopPoint(deg)
      out += pearl(doc, x, y, deg > 0 && deg < 180 ? 15 : 12)
    }
    out += `<path d="M300 645q-14 24 0 44q14 -20 0 -44z" fill="${metal(doc, c)}"/>` + pearl(doc, 300, 700, 13)
  } else {
    out +=
      band(30) +
      line(LOOP_BACK, darken(c, 0.35), 30, 0.6, ' stroke-dasharray="4 9"') +
      line(LOOP_FRONT, darken(c, 0.25), 30, 0.55, ' stroke-dasharray="4 9"')
    out += line(LOOP_FRONT, lighten(c, 0.25), 8, 0.5, ' stroke-dasharray="9 4"')
    out += `<circle cx="300" cy="646" r="22" fill="${volume(doc, darken(c, 0.1))}"/>`
    for (const x of [276, 324]) {
      out += `<circle cx="${x}" cy="690" r="12" fill="${darken(c, 0.15)}"/>`
      for (let i = -3; i <= 3; i += 1)
        out += line(`M${x + i * 3} 698L${x + i * 5} 760`, darken(c, 0.1 + (i % 2) * 0.06), 3)
    }
    out += line('M292 660L278 684M308 660L322 684', darken(c, 0.1), 8)
  }
  return out
}

type ShoeStyle = 'flat' | 'mule' | 'khussa' | 'loafer'

function shoe(doc: Doc, c: string, style: ShoeStyle): string {
  const fill = volume(doc, c)
  const sole = darken(c, 0.45)
  switch (style) {
    case 'flat':
      return (
        `<path d="M172 600Q320 616 464 596L464 604Q320 624 172 608Z" fill="${sole}"/>` +
        `<path d="M175 600C165 580 168 544 190 532C216 548 250 562 300 558C350 554 400 542 430 550C460 558 470 582 464 598Q320 610 175 600Z" fill="${fill}"/>` +
        `<path d="M190 534C216 550 250 562 300 558C340 555 360 550 376 546C340 538 250 536 190 534Z" fill="${lighten(c, 0.55)}"/>` +
        `<path d="M392 544q-18 -14 -8 -20q8 2 14 14q6 -12 14 -14q10 6 -8 20z" fill="${darken(c, 0.2)}"/>`
      )
    case 'mule':
      return (
        `<path d="M176 540L206 540L212 610L186 610Z" fill="${volume(doc, darken(c, 0.2))}"/>` +
        `<path d="M170 536Q300 560 460 596L460 606Q300 574 172 548Z" fill="${sole}"/>` +
        `<path d="M300 574C316 520 400 516 462 590Q400 600 300 582Z" fill="${fill}"/>` +
        line('M316 556Q380 530 440 578', lighten(c, 0.35), 2, 0.6, ' stroke-dasharray="4 4"')
      )
    case 'khussa': {
      const embroidery = doc.pattern(
        14,
        14,
        `<circle cx="7" cy="7" r="2.2" fill="${GOLD}"/><path d="M0 0L3 3M14 0L11 3" stroke="${GOLD}" stroke-width="1.2"/>`,
      )
      const upper =
        'M182 600C170 572 178 540 200 530C240 552 300 560 340 550C400 536 440 526 484 500C478 540 452 584 424 600Q300 610 182 600Z'
      return (
        `<path d="M180 600Q320 614 430 600L426 608Q320 622 180 608Z" fill="${sole}"/>` +
        `<path d="${upper}" fill="${fill}"/><path d="${upper}" fill="${embroidery}" opacity=".85"/>` +
        `<path d="M484 500q14 -8 10 -24q-8 8 -16 10z" fill="${darken(c, 0.2)}"/>` +
        `<path d="M200 532C240 554 300 562 340 552C310 546 250 540 200 532Z" fill="${lighten(c, 0.5)}"/>`
      )
    }
    case 'loafer':
      return (
        `<path d="M170 600Q320 618 466 598L466 610Q320 630 170 612Z" fill="${sole}"/>` +
        `<path d="M174 602C162 570 168 520 196 510C230 526 270 532 300 528C360 520 400 520 436 534C470 548 474 584 466 600Q320 612 174 602Z" fill="${fill}"/>` +
        `<path d="M300 530C320 514 380 512 420 530" fill="none" stroke="${darken(c, 0.3)}" stroke-width="3"/>` +
        `<path d="M312 540L400 536L404 556L316 560Z" fill="${darken(c, 0.18)}"/><ellipse cx="358" cy="548" rx="14" ry="4" fill="${darken(c, 0.5)}"/>` +
        line('M304 534C330 560 420 556 440 540', lighten(c, 0.35), 1.5, 0.6, ' stroke-dasharray="4 3"')
      )
  }
}

function shoePair(doc: Doc, c: string, style: ShoeStyle): string {
  return (
    floorShadow(doc, 300, 616, 190, 12) +
    `<g transform="translate(-40 -34)" opacity=".96">${shoe(doc, darken(c, 0.12), style)}</g>` +
    shoe(doc, c, style)
  )
}

function pinCushion(doc: Doc, head: string, r: Rng): string {
  let pins = ''
  for (let i = 0; i < 12; i += 1) {
    const a = (-160 + (140 * i) / 11 + r.range(-4, 4)) * (Math.PI / 180)
    const x0 = 300 + Math.cos(a) * 90
    const y0 = 560 + Math.sin(a) * 70
    const x1 = 300 + Math.cos(a) * 160
    const y1 = 560 + Math.sin(a) * 150
    pins += line(`M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`, '#b9b6bd', 2.5)
    pins +=
      luminance(head) > 0.7
        ? pearl(doc, x1, y1, 11)
        : `<circle cx="${f(x1)}" cy="${f(y1)}" r="11" fill="${metal(doc, head)}"/>`
  }
  return (
    floorShadow(doc, 300, 620, 150, 12) +
    pins +
    `<path d="M170 590C170 470 430 470 430 590Z" fill="${volume(doc, PLUM)}"/><ellipse cx="300" cy="590" rx="130" ry="28" fill="${metal(doc)}"/>` +
    line('M200 540Q300 500 400 540', lighten(PLUM, 0.3), 2, 0.5)
  )
}

function magnets(doc: Doc, c: string, others: string[]): string {
  const disc = (x: number, y: number, top: string) =>
    `<ellipse cx="${x}" cy="${y + 16}" rx="46" ry="16" fill="${darken(top, 0.35)}"/><rect x="${x - 46}" y="${y}" width="92" height="16" fill="${metal(doc)}"/><ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="${doc.radial(
      [
        [0, lighten(top, 0.4)],
        [1, top],
      ],
      0.4,
      0.3,
      0.7,
    )}"/>`
  const tops = [c, others[0] ?? lighten(c, 0.3), others[1] ?? darken(c, 0.2), c]
  return (
    floorShadow(doc, 300, 626, 170, 12) +
    `<g transform="translate(300 600) scale(1.3) translate(-300 -600)">` +
    disc(220, 540, tops[1]!) +
    disc(380, 540, tops[2]!) +
    disc(300, 500, tops[3]!) +
    disc(300, 580, tops[0]!) +
    '</g>'
  )
}

function tubeUnderscarf(doc: Doc, c: string): string {
  const tube =
    'M300 170C230 170 196 222 194 292C192 330 198 352 212 362Q300 330 388 362C402 352 408 330 406 292C404 222 370 170 300 170Z'
  const ribs = doc.pattern(10, 10, line('M5 0V10', darken(c, 0.2), 2, 0.35))
  return (
    mannequin(doc) +
    `<path d="${tube}" fill="${volume(doc, c)}"/><path d="${tube}" fill="${ribs}"/>` +
    line('M212 362Q300 330 388 362', darken(c, 0.3), 4, 0.5) +
    line('M226 220Q300 182 374 220', lighten(c, 0.35), 4, 0.35)
  )
}

/** A faceless head-and-shoulders form for showing caps and underscarves. */
function mannequin(doc: Doc): string {
  const form = '#e9e1d8'
  return (
    `<path d="M120 800C126 650 196 600 300 594C404 600 474 650 480 800Z" fill="${volume(doc, form)}"/>` +
    `<path d="M256 440V600Q300 620 344 600V440Z" fill="${volume(doc, darken(form, 0.04))}"/>` +
    `<ellipse cx="300" cy="322" rx="104" ry="136" fill="${volume(doc, form, 0.6)}"/>`
  )
}

function brooch(doc: Doc, c: string): string {
  let petals = ''
  for (let a = 0; a < 360; a += 60) {
    petals += `<ellipse cx="300" cy="380" rx="34" ry="62" fill="${metal(doc, c)}" transform="rotate(${a} 300 440)"/><ellipse cx="300" cy="388" rx="16" ry="36" fill="${lighten(c, 0.45)}" opacity=".5" transform="rotate(${a} 300 440)"/>`
  }
  let crystals = ''
  for (let a = 30; a < 390; a += 60) {
    const rad = (a * Math.PI) / 180
    crystals += `<circle cx="${f(300 + Math.cos(rad) * 48)}" cy="${f(440 + Math.sin(rad) * 48)}" r="6" fill="#eef3fb"/>`
  }
  return (
    `<path d="M170 612Q170 560 300 556Q430 560 430 612Z" fill="${volume(doc, PLUM)}"/><ellipse cx="300" cy="612" rx="130" ry="20" fill="${darken(PLUM, 0.2)}"/>` +
    leaf(330, 520, 90, 40, '#7d8c5a') +
    leaf(270, 520, 90, 140, '#6d7c4c') +
    petals +
    `<circle cx="300" cy="440" r="26" fill="${doc.radial(
      [
        [0, '#ffffff'],
        [0.6, '#dfe8f6'],
        [1, '#9fb3cf'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    crystals +
    sparkle(338, 412, 12, '#ffffff', 0.9)
  )
}

function ninjaCap(doc: Doc, c: string): string {
  const cap =
    'M300 170C226 170 194 228 194 300C194 372 200 430 212 500Q300 540 388 500C400 430 406 372 406 300C406 228 374 170 300 170Z'
  const ribs = doc.pattern(12, 12, line('M6 0V12', darken(c, 0.2), 2, 0.3))
  return (
    mannequin(doc) +
    `<path d="${cap}" fill="${volume(doc, c)}"/><path d="${cap}" fill="${ribs}"/>` +
    `<ellipse cx="300" cy="316" rx="62" ry="80" fill="${darken(c, 0.2)}"/><ellipse cx="300" cy="320" rx="54" ry="72" fill="${volume(doc, '#eee6dd', 0.6)}"/>`
  )
}

function pinBracelet(doc: Doc, c: string, r: Rng): string {
  let pins = ''
  for (let i = 0; i < 6; i += 1) {
    const a = (-150 + 24 * i + r.range(-5, 5)) * (Math.PI / 180)
    const x1 = 300 + Math.cos(a) * 120
    const y1 = 470 + Math.sin(a) * 110
    pins +=
      line(`M${f(300 + Math.cos(a) * 50)} ${f(470 + Math.sin(a) * 40)}L${f(x1)} ${f(y1)}`, '#b9b6bd', 2.5) +
      pearl(doc, x1, y1, 9)
  }
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    `<ellipse cx="300" cy="560" rx="130" ry="56" fill="none" stroke="${darken(c, 0.3)}" stroke-width="22"/><ellipse cx="300" cy="556" rx="130" ry="56" fill="none" stroke="${volume(doc, c)}" stroke-width="18"/>` +
    pins +
    `<path d="M214 500C214 400 386 400 386 500Z" fill="${volume(doc, c)}"/><ellipse cx="300" cy="500" rx="86" ry="18" fill="${metal(doc)}"/>` +
    line('M236 470Q300 440 364 470', lighten(c, 0.3), 2, 0.5)
  )
}

// ------------------------------------------------------------------------------------------ products

const GARMENTS: Partial<Record<CategorySlug, GarmentKind>> = {
  abayas: 'abaya',
  jilbabs: 'jilbab',
  kaftans: 'kaftan',
  'long-dresses': 'dress',
  tunics: 'tunic',
  khimars: 'khimar',
}

/** Colours for beauty products the catalogue lists without shades. */
const DEFAULT_TINTS: Record<number, string> = {
  1401: '#e8a9a9',
  1402: '#efe4d0',
  1403: '#f6efe4',
  1404: '#6b3a1f',
  1501: '#b8651e',
  1502: '#cfe5dc',
  1503: '#f4f1ea',
  1504: '#e9d6e8',
  1603: '#f6d48f',
  1604: '#c9872d',
}

const OBJECT_SCALE = 1.25

interface Scene {
  body: string
  podium: boolean
  /** The close-up used for the hover image when there is no second colour to show. */
  focus: [number, number, number, number]
  /** Where the subject meets the floor, so other pictures can stand it on their own ground. */
  base: number
}

function scene(doc: Doc, product: Product, c: string, others: string[], r: Rng): Scene {
  const kind = GARMENTS[product.category]
  if (kind) {
    const k = kind === 'dress' && product.name.toLowerCase().includes('skirt') ? 'skirt' : kind
    const body = floorShadow(doc, 300, 750, 150, 14) + drawFigure(doc, figureStyle(product, c, r, k))
    return {
      body,
      podium: false,
      base: 752,
      focus: k === 'skirt' ? [150, 330, 300, 400] : [165, 80, 270, 360],
    }
  }
  // Things on the plinth are drawn small and enlarged about their base so they fill the frame.
  const obj = (
    body: string,
    focus: Scene['focus'] = [120, 230, 360, 480],
    podium = true,
    base = 800,
  ): Scene =>
    podium
      ? {
          body: `<g transform="translate(300 616) scale(${OBJECT_SCALE}) translate(-300 -616)">${body}</g>`,
          podium,
          focus,
          base: 616,
        }
      : { body, podium, focus, base }
  switch (product.category) {
    case 'scarves':
      return obj(drawScarfBust(doc, product, c, r), [150, 150, 300, 400], false)
    case 'shawls':
      return obj(drawHangingShawl(doc, product, c), [130, 380, 300, 400], false, 740)
    default:
      break
  }
  switch (product.id) {
    case 1201:
      return obj(pinCushion(doc, c, r))
    case 1202:
      return obj(magnets(doc, c, others))
    case 1203:
      return obj(tubeUnderscarf(doc, c), [150, 150, 300, 400], false)
    case 1204:
      return obj(brooch(doc, c))
    case 1205:
      return obj(ninjaCap(doc, c), [150, 150, 300, 400], false)
    case 1206:
      return obj(pinBracelet(doc, c, r))
    case 1301:
      return obj(lipstick(doc, c))
    case 1302:
      return obj(cushionCompact(doc, c))
    case 1303:
      return obj(kajal(doc, c, others[0]))
    case 1304:
      return obj(blushPalette(doc, c))
    case 1401:
      return obj(dropperBottle(doc, c) + rosePetals(r))
    case 1402:
      return obj(cleanserTube(doc, c))
    case 1403:
      return obj(creamJar(doc, c, '#e0a33a', '#fbe3b8') + orangeSlice(160, 600, 44))
    case 1404:
      return obj(balmJar(doc, r))
    case 1501:
      return obj(
        dropperBottle(doc, c, { tall: true, bulb: '#1d1a1c' }) +
          [150, 186, 420, 452]
            .map(
              (x, i) =>
                `<circle cx="${x}" cy="${622 + (i % 2) * 10}" r="18" fill="${volume(doc, '#a3bf5e')}"/>`,
            )
            .join(''),
      )
    case 1502:
      return obj(tallBottle(doc, c, '#4f7f5b', false) + mintSprig(400, 640))
    case 1503:
      return obj(
        creamJar(doc, c, '#b9a27a', '#ffffff') +
          Array.from(
            { length: 16 },
            (_, i) =>
              `<ellipse cx="${f(130 + (i % 8) * 9 + r.range(-3, 3))}" cy="${f(612 + Math.floor(i / 8) * 10 + r.range(-3, 3))}" rx="5" ry="2.4" fill="#fffdf7" stroke="#d9cfbf" stroke-width=".8"/>`,
          ).join(''),
      )
    case 1504:
      return obj(sprayMist(doc, c))
    case 1601:
      return obj(nailPolish(doc, [c, ...others]))
    case 1602:
      return obj(lipBalm(doc, c))
    case 1603:
      return obj(sunscreen(doc))
    case 1604:
      return obj(attar(doc))
    case 1701:
      return obj(earrings(doc, c))
    case 1702:
      return obj(bangles(doc, c, r))
    case 1703:
      return obj(pendant(doc, c), [135, 250, 330, 440], false, 640)
    case 1704:
      return obj(ring(doc, c, others[0] ?? GOLD), [150, 280, 300, 400])
    case 1801:
      return obj(tote(doc, c))
    case 1802:
      return obj(quiltedBag(doc, c))
    case 1803:
      return obj(clutch(doc, c))
    case 1804:
      return obj(canvasBag(doc, c))
    case 1901:
      return obj(belt(doc, c, 'slim'), [150, 400, 300, 400], false, 700)
    case 1902:
      return obj(belt(doc, c, 'obi'), [150, 400, 300, 400], false, 700)
    case 1903:
      return obj(belt(doc, c, 'chain'), [150, 400, 300, 400], false, 700)
    case 1904:
      return obj(belt(doc, c, 'rope'), [150, 400, 300, 400], false, 700)
    case 2001:
      return obj(shoePair(doc, c, 'flat'))
    case 2002:
      return obj(shoePair(doc, c, 'mule'))
    case 2003:
      return obj(shoePair(doc, c, 'khussa'))
    case 2004:
      return obj(shoePair(doc, c, 'loafer'))
    default:
      throw new Error(`No drawing for product ${product.id} (${product.name})`)
  }
}

/**
 * The main image shows the first colour; the hover image shows the second colour in the same setting, or a
 * close-up of the same piece when there is only one colour.
 */
function productSvg(product: Product, variant: 'main' | 'hover'): string {
  const doc = new Doc()
  const palette = product.colors.map((c) => c.hex)
  const first = palette[0] ?? DEFAULT_TINTS[product.id] ?? PLUM
  const second = palette[1]
  const colour = variant === 'hover' && second ? second : first
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

// ------------------------------------------------------------------------------- banners and cards

function productById(id: number): Product {
  const product = products.find((candidate) => candidate.id === id)
  if (!product) throw new Error(`Artwork refers to missing product ${id}`)
  return product
}

/** A product's artwork (without its backdrop) placed into a bigger picture, standing on `floorY`. */
function place(doc: Doc, id: number, x: number, floorY: number, scale: number, colourIndex = 0): string {
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

function plinth(doc: Doc, x: number, y: number, w: number, tone: string): string {
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(w * 0.32)}" fill="${doc.linear(
      [
        [0, lighten(tone, 0.4)],
        [0.5, lighten(tone, 0.15)],
        [1, darken(tone, 0.15)],
      ],
      [0, 0, 1, 0],
    )}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + w * 0.32)}" rx="${f(w / 2)}" ry="${f(w * 0.075)}" fill="${darken(tone, 0.12)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(w * 0.075)}" fill="${lighten(tone, 0.5)}"/>`
  )
}

function archPath(cx: number, top: number, bottom: number, halfWidth: number): string {
  return `M${f(cx - halfWidth)} ${f(bottom)}V${f(top + halfWidth)}A${f(halfWidth)} ${f(halfWidth)} 0 0 1 ${f(cx + halfWidth)} ${f(top + halfWidth)}V${f(bottom)}Z`
}

function crescent(doc: Doc, x: number, y: number, r: number, colour = GOLD): string {
  return `<path d="M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x + r * 0.78)} ${f(y + r * 0.62)}A${f(r * 0.8)} ${f(r * 0.8)} 0 1 1 ${f(x)} ${f(y - r)}Z" fill="${metal(doc, colour)}"/>`
}

function lantern(doc: Doc, x: number, top: number, length: number, size: number): string {
  const y = top + length
  const body = `M${f(x - size * 0.5)} ${f(y + size * 0.3)}Q${f(x - size * 0.62)} ${f(y + size)} ${f(x - size * 0.3)} ${f(y + size * 1.6)}H${f(x + size * 0.3)}Q${f(x + size * 0.62)} ${f(y + size)} ${f(x + size * 0.5)} ${f(y + size * 0.3)}Z`
  return (
    line(`M${f(x)} ${f(top)}V${f(y)}`, GOLD, 1.5, 0.7) +
    `<ellipse cx="${f(x)}" cy="${f(y + size)}" rx="${f(size * 1.2)}" ry="${f(size * 1.3)}" fill="${GOLD}" opacity=".14" filter="${doc.blur(size * 0.4)}"/>` +
    `<path d="M${f(x - size * 0.3)} ${f(y + size * 0.3)}L${f(x)} ${f(y)}L${f(x + size * 0.3)} ${f(y + size * 0.3)}Z" fill="${metal(doc)}"/>` +
    `<path d="${body}" fill="${doc.radial([
      [0, '#fff1c7'],
      [0.6, '#f0c46a'],
      [1, '#b8862f'],
    ])}" opacity=".95"/>` +
    `<path d="${body}" fill="none" stroke="${darken(GOLD, 0.25)}" stroke-width="2"/>` +
    line(
      `M${f(x)} ${f(y + size * 0.3)}V${f(y + size * 1.6)}M${f(x - size * 0.3)} ${f(y + size * 0.5)}Q${f(x - size * 0.2)} ${f(y + size)} ${f(x - size * 0.2)} ${f(y + size * 1.5)}M${f(x + size * 0.3)} ${f(y + size * 0.5)}Q${f(x + size * 0.2)} ${f(y + size)} ${f(x + size * 0.2)} ${f(y + size * 1.5)}`,
      darken(GOLD, 0.3),
      1.5,
      0.6,
    ) +
    `<rect x="${f(x - size * 0.36)}" y="${f(y + size * 1.6)}" width="${f(size * 0.72)}" height="${f(size * 0.16)}" fill="${metal(doc)}"/>`
  )
}

interface BannerSubject {
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
function banner(doc: Doc, style: BannerStyle): string {
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

const GROUP_ACCENTS: Record<string, string> = {
  clothing: '#b0607f',
  hijabs: '#c98a9c',
  beauty: '#d08a8f',
  accessories: '#c9a14a',
}

/** Which products stand in each category's banner (first colour unless given). */
const HERO_SUBJECTS: Record<CategorySlug, BannerSubject[]> = {
  abayas: [
    { id: 5, at: 0.6, scale: 0.95 },
    { id: 2, at: 0.76, scale: 1.05 },
    { id: 6, at: 0.92, scale: 0.95 },
  ],
  jilbabs: [
    { id: 101, at: 0.6, scale: 0.95 },
    { id: 105, at: 0.76, scale: 1.05 },
    { id: 104, at: 0.92, scale: 0.95, colour: 1 },
  ],
  kaftans: [
    { id: 202, at: 0.6, scale: 0.95 },
    { id: 206, at: 0.76, scale: 1.05 },
    { id: 201, at: 0.92, scale: 0.95 },
  ],
  'long-dresses': [
    { id: 306, at: 0.6, scale: 0.95 },
    { id: 304, at: 0.76, scale: 1.05 },
    { id: 303, at: 0.92, scale: 0.95 },
  ],
  tunics: [
    { id: 404, at: 0.6, scale: 0.95 },
    { id: 401, at: 0.76, scale: 1.05, colour: 1 },
    { id: 405, at: 0.92, scale: 0.95 },
  ],
  scarves: [
    { id: 902, at: 0.6, scale: 0.9 },
    { id: 903, at: 0.76, scale: 1 },
    { id: 905, at: 0.92, scale: 0.9 },
  ],
  shawls: [
    { id: 1002, at: 0.6, scale: 0.9 },
    { id: 1006, at: 0.76, scale: 1 },
    { id: 1003, at: 0.92, scale: 0.9 },
  ],
  khimars: [
    { id: 1104, at: 0.6, scale: 0.95 },
    { id: 1101, at: 0.76, scale: 1.05 },
    { id: 1102, at: 0.92, scale: 0.95 },
  ],
  'pins-&-accessories': [
    { id: 1201, at: 0.6, scale: 0.85 },
    { id: 1204, at: 0.76, scale: 0.95 },
    { id: 1202, at: 0.92, scale: 0.85 },
  ],
  makeup: [
    { id: 1301, at: 0.6, scale: 0.85 },
    { id: 1304, at: 0.76, scale: 0.95 },
    { id: 1302, at: 0.92, scale: 0.85 },
  ],
  skincare: [
    { id: 1401, at: 0.6, scale: 0.85 },
    { id: 1403, at: 0.76, scale: 0.95 },
    { id: 1402, at: 0.92, scale: 0.85 },
  ],
  haircare: [
    { id: 1501, at: 0.6, scale: 0.85 },
    { id: 1502, at: 0.76, scale: 0.95 },
    { id: 1503, at: 0.92, scale: 0.85 },
  ],
  'halal-certified': [
    { id: 1604, at: 0.6, scale: 0.85 },
    { id: 1601, at: 0.76, scale: 0.95 },
    { id: 1602, at: 0.92, scale: 0.85 },
  ],
  jewelry: [
    { id: 1701, at: 0.6, scale: 0.85 },
    { id: 1702, at: 0.76, scale: 0.95 },
    { id: 1704, at: 0.92, scale: 0.85 },
  ],
  handbags: [
    { id: 1802, at: 0.6, scale: 0.85 },
    { id: 1801, at: 0.76, scale: 0.95 },
    { id: 1803, at: 0.92, scale: 0.85 },
  ],
  belts: [
    { id: 1902, at: 0.64, scale: 0.9 },
    { id: 1901, at: 0.87, scale: 0.9 },
  ],
  shoes: [
    { id: 2003, at: 0.6, scale: 0.85 },
    { id: 2001, at: 0.76, scale: 0.95, colour: 1 },
    { id: 2002, at: 0.92, scale: 0.85 },
  ],
}

const BUSTS: readonly CategorySlug[] = ['scarves']

function heroSvg(slug: CategorySlug): string {
  const category = categories.find((c) => c.slug === slug)!
  const doc = new Doc()
  const body = banner(doc, {
    width: 1600,
    height: 600,
    accent: GROUP_ACCENTS[category.group]!,
    subjects: HERO_SUBJECTS[slug],
    floor: BUSTS.includes(slug) ? 600 : undefined,
    seed: category.idRange[0],
  })
  return doc.render(1600, 600, body)
}

function slideSvg(n: number): string {
  const doc = new Doc()
  const W = 1600
  const H = 700
  let body: string
  if (n === 1) {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#b0607f',
      seed: 11,
      subjects: [
        { id: 4, at: 0.54, scale: 0.95, colour: 1 },
        { id: 1, at: 0.7, scale: 1.08 },
        { id: 8, at: 0.86, scale: 0.95 },
      ],
    })
  } else if (n === 2) {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#d69aa8',
      seed: 12,
      floor: H,
      subjects: [
        { id: 908, at: 0.53, scale: 0.74, colour: 1 },
        { id: 902, at: 0.7, scale: 0.8 },
        { id: 904, at: 0.87, scale: 0.74 },
      ],
    })
  } else {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#c9a14a',
      seed: 13,
      subjects: [
        { id: 206, at: 0.58, scale: 1.05 },
        { id: 1803, at: 0.76, scale: 0.85 },
        { id: 2003, at: 0.91, scale: 0.8 },
      ],
      extras: (d) =>
        crescent(d, 1330, 150, 80) +
        lantern(d, 1090, 0, 60, 48) +
        lantern(d, 1500, 0, 150, 40) +
        lantern(d, 760, 0, 30, 34) +
        sparkle(1390, 110, 16, '#fff3d1', 0.9),
    })
  }
  return doc.render(W, H, body)
}

/** Soft brand-toned room for the home page cards and grid squares. */
function room(doc: Doc, w: number, h: number, tone: string, arch = true): string {
  const bg = doc.linear([
    [0, lighten(tone, 0.35)],
    [1, tone],
  ])
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`
  if (arch) {
    out += `<path d="${archPath(w / 2, h * 0.1, h * 0.86, w * 0.34)}" fill="${lighten(tone, 0.45)}" opacity=".7"/>`
    out += `<path d="${archPath(w / 2, h * 0.1 - 14, h * 0.86, w * 0.34 + 14)}" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".5"/>`
  }
  out += `<rect y="${f(h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="${darken(tone, 0.1)}"/>`
  return out
}

function cardSvg(name: string): string {
  const doc = new Doc()
  const W = 600
  const H = 750
  let body: string
  switch (name) {
    case 'abayas':
      body = room(doc, W, H, '#d9b9c6') + place(doc, 6, 300, 668, 0.86)
      break
    case 'hijabs':
      body = room(doc, W, H, '#e3c4c8') + place(doc, 902, 300, 760, 0.95)
      break
    case 'beauty':
      body =
        room(doc, W, H, '#e6c9c9') +
        plinth(doc, 300, 560, 470, '#f1dede') +
        place(doc, 1401, 175, 575, 0.6) +
        place(doc, 1301, 300, 575, 0.6) +
        place(doc, 1403, 430, 575, 0.5)
      break
    default:
      body =
        room(doc, W, H, '#e8d6b8') +
        plinth(doc, 300, 560, 460, '#f2e6d2') +
        place(doc, 1801, 220, 600, 0.66) +
        place(doc, 1702, 420, 620, 0.5) +
        place(doc, 1701, 420, 470, 0.42)
  }
  return doc.render(W, H, body)
}

const AVATAR_LOOKS: Record<string, { hijab: string; tone: string; skin: string }> = {
  ayesha: { hijab: '#6e1f35', tone: '#f1dfe3', skin: SKIN_TONES[1] },
  fatima: { hijab: '#d8c3a5', tone: '#e6e0ef', skin: SKIN_TONES[4] },
  mahnoor: { hijab: '#1f6b52', tone: '#f3e6d6', skin: SKIN_TONES[2] },
  zainab: { hijab: '#1f2b4a', tone: '#efe2e8', skin: SKIN_TONES[0] },
}

function avatarSvg(key: string): string {
  const look = AVATAR_LOOKS[key] ?? { hijab: PLUM, tone: '#f1dfe3', skin: SKIN_TONES[0] }
  const doc = new Doc()
  const stub: Product = { ...productById(904), name: 'Avatar Hijab', colors: [] }
  const r = rng(key.length * 31 + look.hijab.charCodeAt(2))
  // drawScarfBust picks the skin tone from the seed; swap in the chosen tone afterwards for a stable look.
  let bust = drawScarfBust(doc, stub, look.hijab, r)
  for (const tone of SKIN_TONES) bust = bust.split(tone).join(look.skin)
  const body = `<rect x="100" y="130" width="400" height="400" fill="${look.tone}"/><circle cx="300" cy="330" r="170" fill="${lighten(look.tone, 0.5)}"/>${bust}`
  return doc.render(200, 200, body, '100 130 400 400')
}

function blogSvg(slug: string): string {
  const doc = new Doc()
  const W = 900
  const H = 600
  let body: string
  if (slug === 'how-to-style-an-abaya-for-eid') {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#c9a14a',
      seed: 21,
      subjects: [{ id: 8, at: 0.5, scale: 1 }],
      extras: (d) =>
        crescent(d, 730, 130, 60) +
        lantern(d, 180, 0, 80, 44) +
        lantern(d, 290, 0, 30, 32) +
        lantern(d, 620, 0, 170, 34),
    })
  } else if (slug === 'hijab-fabrics-guide') {
    body = `<rect width="${W}" height="${H}" fill="${doc.linear([
      [0, '#f6efe6'],
      [1, '#eadccb'],
    ])}"/>`
    const swatches: [string, PrintKind | null, number][] = [
      ['#e6b7b9', null, 902],
      ['#1f2b4a', 'dots', 903],
      ['#d8c3a5', 'stripes', 906],
      ['#1f6b52', null, 905],
      ['#6e1f35', 'tile', 907],
    ]
    swatches.forEach(([colour, print, id], i) => {
      const x = 120 + i * 165
      const tilt = (i - 2) * 3
      const shape = `M${x - 70} 170Q${x} 150 ${x + 70} 170L${x + 78} 470Q${x} 490 ${x - 78} 470Z`
      const look = textileLook(productById(id))
      body += `<g transform="rotate(${tilt} ${x} 320)">${floorShadow(doc, x, 480, 80, 10, 0.18)}<path d="${shape}" fill="${folds(doc, colour, 4, 0.14)}"/>`
      body += clipped(
        doc,
        shape,
        (print
          ? `<path d="${shape}" fill="${printPattern(doc, print, print === 'tile' ? GOLD : lighten(colour, 0.4))}" opacity=".5"/>`
          : '') + printOverlay(doc, { ...look, print: null }, colour, shape),
      )
      body += line(`M${x - 74} 420Q${x} 440 ${x + 74} 420`, darken(colour, 0.3), 2, 0.4) + '</g>'
    })
    body += line('M60 540H840', GOLD, 2, 0.5)
  } else {
    body = `<rect width="${W}" height="${H}" fill="${doc.linear([
      [0, '#f6e6e6'],
      [1, '#e8c9cc'],
    ])}"/>`
    body += `<circle cx="450" cy="300" r="250" fill="#ffffff" opacity=".35"/>`
    body += plinth(doc, 450, 430, 620, '#f3dfe0')
    body +=
      place(doc, 1401, 250, 450, 0.58) +
      place(doc, 1301, 390, 450, 0.58) +
      place(doc, 1403, 530, 450, 0.5) +
      place(doc, 1601, 670, 450, 0.42, 1)
    body += leaf(120, 560, 70, -30, '#8aa07a') + leaf(780, 540, 60, 200, '#8aa07a')
  }
  return doc.render(W, H, body)
}

function marble(doc: Doc, w: number, h: number): string {
  const veins = doc.pattern(
    300,
    300,
    line(
      'M0 80Q80 60 140 120T300 140M40 300Q120 200 220 230T300 200M160 0Q180 60 150 110',
      '#c9c3bd',
      2,
      0.6,
    ) + line('M0 220Q90 180 140 210', '#d7d1cb', 5, 0.35),
  )
  return `<rect width="${w}" height="${h}" fill="#f4f1ec"/><rect width="${w}" height="${h}" fill="${veins}"/>`
}

function chairWithShawl(doc: Doc, colour: string): string {
  const wood = '#8a5a3c'
  const shawl =
    'M180 150Q300 120 420 150L436 330Q448 430 470 500Q380 520 320 470Q300 430 290 380Q260 430 200 470Q150 440 150 380Q166 260 180 150Z'
  let fringe = ''
  for (let x = 160; x <= 206; x += 6)
    fringe += line(`M${x} ${f(455 + (x - 160) * 0.3)}l-4 22`, darken(colour, 0.15), 2)
  for (let x = 330; x <= 468; x += 7)
    fringe += line(`M${x} ${f(478 + Math.sin(x / 20) * 8)}l2 22`, darken(colour, 0.15), 2)
  return (
    floorShadow(doc, 300, 560, 190, 14, 0.22) +
    `<rect x="190" y="120" width="220" height="250" rx="18" fill="${volume(doc, wood)}"/><rect x="210" y="140" width="180" height="210" rx="10" fill="${darken(wood, 0.2)}"/>` +
    `<rect x="170" y="380" width="260" height="40" rx="10" fill="${volume(doc, wood)}"/>` +
    `<rect x="182" y="418" width="18" height="140" fill="${darken(wood, 0.15)}"/><rect x="400" y="418" width="18" height="140" fill="${darken(wood, 0.15)}"/>` +
    `<path d="${shawl}" fill="${folds(doc, colour, 7, 0.14)}"/>` +
    fringe +
    line('M200 170Q300 150 400 170', lighten(colour, 0.3), 3, 0.5)
  )
}

function gridSvg(n: number): string {
  const doc = new Doc()
  const S = 600
  let body: string
  switch (n) {
    case 1:
      body =
        room(doc, S, S, '#efe4d4') +
        `<path d="M360 60h120v180h-120z" fill="#ffffff" opacity=".5"/><path d="M420 60v180M360 150h120" stroke="#e2d4bf" stroke-width="4"/>` +
        place(doc, 1, 260, 560, 0.68)
      break
    case 2:
      body =
        room(doc, S, S, '#f1e4e8', false) +
        `<g transform="translate(0 -90)">${drawFoldedStack(doc, productById(908), '#f5f2ec', ['#e6b7b9', '#c9b8c4'])}</g>`
      break
    case 3:
      body = `<rect width="${S}" height="${S}" fill="#efe6dc"/><g transform="translate(-450 -480) scale(2.5)">${scene(doc, productById(201), '#f5f2ec', [], rng(201 + 7919)).body}</g>`
      break
    case 4:
      body =
        marble(doc, S, S) +
        `<rect x="60" y="300" width="480" height="230" rx="28" fill="${metal(doc)}"/><rect x="74" y="314" width="452" height="202" rx="22" fill="#f7f1e6"/>` +
        place(doc, 1301, 150, 480, 0.5, 0) +
        place(doc, 1301, 235, 480, 0.5, 1) +
        place(doc, 1301, 320, 480, 0.5, 2) +
        place(doc, 1302, 445, 500, 0.45)
      break
    case 5:
      body =
        `<rect width="${S}" height="${S}" fill="${doc.radial(
          [
            [0, '#7a3656'],
            [1, '#3a1729'],
          ],
          0.5,
          0.4,
          0.8,
        )}"/>` +
        `<rect width="${S}" height="${S}" fill="${doc.pattern(6, 6, '<circle cx="3" cy="3" r="1" fill="#ffffff" opacity=".05"/>')}"/>` +
        place(doc, 1701, 220, 520, 0.8) +
        place(doc, 1702, 420, 560, 0.6)
      break
    default:
      body =
        room(doc, S, S, '#e5ebe3', false) +
        `<g transform="translate(0 20)">${chairWithShawl(doc, '#d8c3a5')}</g>`
  }
  return doc.render(S, S, body)
}

function iconSvg(): string {
  const doc = new Doc()
  const body =
    `<rect width="64" height="64" rx="14" fill="${doc.linear([
      [0, PLUM_LIGHT],
      [1, PLUM_DEEP],
    ])}"/>` +
    `<path d="${archPath(32, 12, 54, 15)}" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M34 22A10 10 0 1 0 41 37A8 8 0 1 1 34 22Z" fill="${GOLD}"/>`
  return doc.render(64, 64, body)
}

// ---------------------------------------------------------------------------------------------- main

function write(relative: string, svg: string) {
  const file = path.join(OUT, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, svg)
}

/** The file name an image path in the data points at, e.g. '/images/home/slide-1.svg' -> 'home/slide-1.svg'. */
const underImages = (src: string) => src.replace(/^\/images\//, '')

function main() {
  // Start clean so renamed or removed products leave no stale pictures behind.
  for (const dir of ['products', 'heroes', 'home', 'avatars', 'blog'])
    rmSync(path.join(OUT, dir), { recursive: true, force: true })

  for (const product of products) {
    write(underImages(product.imageSrc), productSvg(product, 'main'))
    write(underImages(product.hoverImageSrc), productSvg(product, 'hover'))
  }
  for (const category of categories) write(underImages(category.heroImage), heroSvg(category.slug))
  heroSlides.forEach((slide, i) => write(underImages(slide.image), slideSvg(i + 1)))
  for (const card of categoryCards) write(underImages(card.image), cardSvg(card.name.toLowerCase()))
  for (const testimonial of testimonials) {
    write(underImages(testimonial.image), avatarSvg(path.basename(testimonial.image, '.svg')))
  }
  for (const post of blogPosts) write(underImages(post.image), blogSvg(post.slug))
  gridPhotos.forEach((photo, i) => write(underImages(photo.image), gridSvg(i + 1)))
  writeFileSync(path.join(process.cwd(), 'app', 'icon.svg'), iconSvg())

  let total = 0
  let count = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else {
        total += statSync(full).size
        count += 1
      }
    }
  }
  walk(OUT)
  console.log(`Wrote ${count} images to public/images (${(total / 1024).toFixed(0)} KB).`)
}

main()
