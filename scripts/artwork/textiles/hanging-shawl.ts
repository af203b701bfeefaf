/** A shawl hanging from a rail. */
import type { Product } from '../../../data/schemas'
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { trimBand } from '../figures/figure-parts'
import { figureStyleFor } from '../figures/figure-style'
import { GOLD } from '../palette'
import { folds, metal } from '../shading'
import { Doc, f } from '../svg-doc'
import { clipped, line } from '../svg-helpers'
import { printOverlay, textileLook } from './textile-look'

/** A shawl hanging from a brass rail, folded over it in front. */
export function drawHangingShawl(doc: Doc, product: Product, c: string): string {
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
