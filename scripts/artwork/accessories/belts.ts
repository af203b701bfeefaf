/** Belts, drawn as a loop lying on the floor: slim, obi, chain, rope. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { metal, pearl, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

type Pt = [number, number]

/** A point on the belt loop: an ellipse seen from above, angle 90° being the front centre. */
function loopPoint(deg: number, rx = 215, ry = 105, cx = 300, cy = 540): Pt {
  const rad = (deg * Math.PI) / 180
  return [cx + Math.cos(rad) * rx, cy + Math.sin(rad) * ry]
}

const LOOP_BACK = 'M85 540A215 105 0 0 1 515 540'
const LOOP_FRONT = 'M515 540A215 105 0 0 1 85 540'

/** A buckled belt lying in a loop, the back half in shadow. */
export function belt(doc: Doc, c: string, style: 'slim' | 'obi' | 'chain' | 'rope'): string {
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
