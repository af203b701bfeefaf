/** Halal-certified beauty: nail polish, lip balm, sunscreen, attar. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { glass, highlight, label } from '../object-parts'
import { GOLD } from '../palette'
import { metal, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'
import { cleanserTube } from './skincare'

export function nailPolish(doc: Doc, shades: string[]): string {
  const bottle = (x: number, s: string, scale: number) =>
    `<g transform="translate(${x} 616) scale(${scale})"><rect x="-40" y="-100" width="80" height="100" rx="16" fill="${glass(doc, s, 0.95)}"/><rect x="-18" y="-212" width="36" height="116" rx="6" fill="${volume(doc, '#1d1a1c')}"/><rect x="-18" y="-110" width="36" height="10" fill="${metal(doc)}"/>${highlight(-32, -90, 8, 74, 0.45)}</g>`
  const [a, b, c] = [shades[0]!, shades[1] ?? lighten(shades[0]!, 0.3), shades[2] ?? darken(shades[0]!, 0.2)]
  return (
    floorShadow(doc, 300, 622, 170, 12) + bottle(195, b, 0.85) + bottle(405, c, 0.85) + bottle(300, a, 1.05)
  )
}

export function lipBalm(doc: Doc, c: string): string {
  return (
    floorShadow(doc, 300, 622, 140, 10) +
    `<rect x="250" y="400" width="60" height="216" rx="8" fill="${volume(doc, '#f2e8de')}"/><rect x="250" y="400" width="60" height="16" fill="${metal(doc)}"/>` +
    `<path d="M258 402V346Q258 332 280 326Q302 332 302 346V402Z" fill="${volume(doc, c)}"/>` +
    label(doc, 256, 460, 48, 100, c) +
    `<g transform="rotate(-90 400 560)"><rect x="370" y="470" width="56" height="200" rx="8" fill="${volume(doc, lighten(c, 0.5))}"/><rect x="370" y="540" width="56" height="8" fill="${metal(doc)}"/></g>`
  )
}

export function sunscreen(doc: Doc): string {
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

export function attar(doc: Doc): string {
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
