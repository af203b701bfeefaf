/** Jewellery: earrings, bangles, pendant, ring. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { GOLD, PLUM } from '../palette'
import type { Rng } from '../random'
import { metal, sparkle, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

export function earrings(doc: Doc, c: string): string {
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

export function bangles(doc: Doc, c: string, r: Rng): string {
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

export function pendant(doc: Doc, c: string): string {
  return (
    line('M150 150Q180 380 300 420Q420 380 450 150', darken(c, 0.1), 3, 1, ' stroke-dasharray="2 5"') +
    `<circle cx="300" cy="430" r="9" fill="none" stroke="${metal(doc, c)}" stroke-width="4"/>` +
    `<path d="M300 440A74 74 0 1 0 356 560A58 58 0 1 1 300 440Z" fill="${metal(doc, c)}"/>` +
    sparkle(330, 500, 18, lighten(c, 0.3), 1) +
    floorShadow(doc, 300, 622, 100, 8, 0.1)
  )
}

export function ring(doc: Doc, stone: string, band: string): string {
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
