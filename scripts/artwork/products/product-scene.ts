/** Which drawing shows which product, and how it stands in its frame. */
import type { CategorySlug, Product } from '../../../data/schemas'
import { canvasBag, clutch, quiltedBag, tote } from '../accessories/bags'
import { belt } from '../accessories/belts'
import {
  brooch,
  magnets,
  ninjaCap,
  pinBracelet,
  pinCushion,
  tubeUnderscarf,
} from '../accessories/hijab-essentials'
import { bangles, earrings, pendant, ring } from '../accessories/jewellery'
import { shoePair } from '../accessories/shoes'
import { floorShadow } from '../backdrops'
import { mintSprig, sprayMist, tallBottle } from '../beauty/haircare'
import { attar, lipBalm, nailPolish, sunscreen } from '../beauty/halal-certified'
import { blushPalette, cushionCompact, kajal, lipstick } from '../beauty/makeup'
import { balmJar, cleanserTube, creamJar, dropperBottle, orangeSlice, rosePetals } from '../beauty/skincare'
import { drawFigure } from '../figures/figure'
import { figureStyle, type GarmentKind } from '../figures/figure-style'
import { GOLD } from '../palette'
import type { Rng } from '../random'
import { volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { drawHangingShawl } from '../textiles/hanging-shawl'
import { drawScarfBust } from '../textiles/scarf-bust'

export const GARMENTS: Partial<Record<CategorySlug, GarmentKind>> = {
  abayas: 'abaya',
  jilbabs: 'jilbab',
  kaftans: 'kaftan',
  'long-dresses': 'dress',
  tunics: 'tunic',
  khimars: 'khimar',
}

/** Colours for beauty products the catalogue lists without shades. */
export const DEFAULT_TINTS: Record<number, string> = {
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

export function scene(doc: Doc, product: Product, c: string, others: string[], r: Rng): Scene {
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
