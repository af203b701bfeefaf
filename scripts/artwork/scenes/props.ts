/** Set pieces for the bigger pictures: plinths, arches, crescent, lanterns, rooms, marble, a chair. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { GOLD } from '../palette'
import { folds, metal, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

export function plinth(doc: Doc, x: number, y: number, w: number, tone: string): string {
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

export function archPath(cx: number, top: number, bottom: number, halfWidth: number): string {
  return `M${f(cx - halfWidth)} ${f(bottom)}V${f(top + halfWidth)}A${f(halfWidth)} ${f(halfWidth)} 0 0 1 ${f(cx + halfWidth)} ${f(top + halfWidth)}V${f(bottom)}Z`
}

export function crescent(doc: Doc, x: number, y: number, r: number, colour = GOLD): string {
  return `<path d="M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x + r * 0.78)} ${f(y + r * 0.62)}A${f(r * 0.8)} ${f(r * 0.8)} 0 1 1 ${f(x)} ${f(y - r)}Z" fill="${metal(doc, colour)}"/>`
}

export function lantern(doc: Doc, x: number, top: number, length: number, size: number): string {
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

/** Soft brand-toned room for the home page cards and grid squares. */
export function room(doc: Doc, w: number, h: number, tone: string, arch = true): string {
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

export function marble(doc: Doc, w: number, h: number): string {
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

export function chairWithShawl(doc: Doc, colour: string): string {
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
