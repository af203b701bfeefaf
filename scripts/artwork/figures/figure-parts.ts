/** Parts every dressed figure shares: face, hijab, hands, shoes, trims, embroidery, folds, pearls. */
import { darken, lighten, luminance } from '../colour'
import { pearl, volume } from '../shading'
import { Doc } from '../svg-doc'
import { line, mirrored } from '../svg-helpers'
import type { FigureStyle } from './figure-style'

export function face(doc: Doc, s: FigureStyle, frame: string, cx = 300, cy = 172): string {
  return `<ellipse cx="${cx}" cy="${cy - 2}" rx="34" ry="43" fill="${frame}"/><ellipse cx="${cx}" cy="${cy}" rx="29" ry="37" fill="${volume(doc, s.skin, 0.6)}"/><ellipse cx="${cx - 11}" cy="${cy + 9}" rx="7" ry="4" fill="#d9837a" opacity=".18"/><ellipse cx="${cx + 11}" cy="${cy + 9}" rx="7" ry="4" fill="#d9837a" opacity=".18"/>`
}

export function hijabHead(doc: Doc, s: FigureStyle): string {
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

export function hands(s: FigureStyle, x: number, y: number, rx = 12, ry = 16): string {
  const hand = `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${darken(s.skin, 0.04)}"/>`
  return hand + mirrored(hand)
}

export function shoes(s: FigureStyle, y = 748): string {
  const c = luminance(s.main) > 0.5 ? '#6d5a52' : '#2b2327'
  return `<ellipse cx="272" cy="${y}" rx="20" ry="8" fill="${c}"/><ellipse cx="328" cy="${y}" rx="20" ry="8" fill="${c}"/>`
}

/** Embroidered trim: a band filled with a tiny motif in the trim colour. */
export function trimBand(doc: Doc, s: FigureStyle, d: string): string {
  const motif = doc.pattern(
    14,
    14,
    `<rect width="14" height="14" fill="${darken(s.main, 0.12)}"/><path d="M7 2L12 7L7 12L2 7Z" fill="${s.trim}"/><circle cx="0" cy="0" r="1.6" fill="${s.trim}"/><circle cx="14" cy="14" r="1.6" fill="${s.trim}"/>`,
  )
  return `<path d="${d}" fill="${motif}"/><path d="${d}" fill="none" stroke="${s.trim}" stroke-width="1.5" opacity=".8"/>`
}

export function vine(s: FigureStyle, d: string, dots: [number, number][]): string {
  return (
    line(d, s.trim, 2, 0.85) +
    dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${s.trim}"/>`).join('')
  )
}

export function foldLines(s: FigureStyle, d: string, opacity = 0.28): string {
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

export function pearlRow(doc: Doc, points: [number, number][], r = 4.5): string {
  return points.map(([x, y]) => pearl(doc, x, y, r)).join('')
}
