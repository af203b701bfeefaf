/** Make-up: lipstick, cushion compact, kajal, blush palette. */
import { floorShadow } from '../backdrops'
import { darken, lighten, mix } from '../colour'
import { highlight } from '../object-parts'
import { GOLD, PLUM, PLUM_DEEP, PLUM_LIGHT } from '../palette'
import { metal, volume } from '../shading'
import { Doc } from '../svg-doc'
import { line } from '../svg-helpers'

export function lipstick(doc: Doc, c: string): string {
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

export function cushionCompact(doc: Doc, c: string): string {
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

export function kajal(doc: Doc, c: string, other: string | undefined): string {
  const pencil = (x: number, y: number, angle: number, body: string, tip: string) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 12}" y="${y - 150}" width="24" height="300" rx="3" fill="${volume(doc, body)}"/><path d="M${x - 12} ${y - 150}L${x} ${y - 200}L${x + 12} ${y - 150}Z" fill="#e3c39c"/><path d="M${x - 4.5} ${y - 181}L${x} ${y - 200}L${x + 4.5} ${y - 181}Z" fill="${tip}"/><rect x="${x - 12}" y="${y + 110}" width="24" height="8" fill="${metal(doc)}"/><rect x="${x - 13}" y="${y + 150}" width="26" height="22" rx="4" fill="${metal(doc)}"/></g>`
  return (
    floorShadow(doc, 300, 620, 150, 10) +
    pencil(270, 450, -24, PLUM_DEEP, other ?? darken(c, 0.1)) +
    pencil(330, 440, 18, '#1d1a1c', c)
  )
}

export function blushPalette(doc: Doc, c: string): string {
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
