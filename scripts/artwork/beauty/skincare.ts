/** Skincare: serum dropper, cleanser tube, cream jar, balm, and the petals and fruit set beside them. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { glass, highlight, label, leaf } from '../object-parts'
import { GOLD, PLUM_DEEP } from '../palette'
import type { Rng } from '../random'
import { metal, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

export function dropperBottle(doc: Doc, tint: string, opts: { tall?: boolean; bulb?: string } = {}): string {
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

export function rosePetals(r: Rng, colour = '#e59aa3'): string {
  let out = ''
  for (let i = 0; i < 5; i += 1) {
    const x = r.pick([r.range(150, 215), r.range(385, 450)])
    out += `<ellipse cx="${f(x)}" cy="${f(r.range(618, 650))}" rx="14" ry="8" fill="${i % 2 ? colour : lighten(colour, 0.2)}" transform="rotate(${f(r.range(-40, 40))} ${f(x)} 630)"/>`
  }
  return out
}

export function cleanserTube(doc: Doc, body: string, withSprig = true): string {
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

export function creamJar(doc: Doc, body: string, lid: string, cream: string): string {
  return (
    floorShadow(doc, 300, 622, 140, 12) +
    `<rect x="190" y="500" width="220" height="118" rx="18" fill="${volume(doc, body)}"/><rect x="190" y="500" width="220" height="14" fill="${metal(doc, lid)}"/>` +
    `<ellipse cx="300" cy="500" rx="110" ry="20" fill="${cream}"/><path d="M270 496q30 -18 60 0q-20 -4 -30 8" fill="none" stroke="${darken(cream, 0.12)}" stroke-width="3"/>` +
    label(doc, 250, 530, 100, 64, lid) +
    `<g transform="rotate(16 420 420)"><rect x="330" y="380" width="180" height="50" rx="12" fill="${metal(doc, lid)}"/><rect x="330" y="420" width="180" height="10" fill="${darken(lid, 0.25)}"/></g>`
  )
}

export function orangeSlice(x: number, y: number, r: number): string {
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

export function balmJar(doc: Doc, r: Rng): string {
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
