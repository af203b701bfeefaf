/** Fills that give flat shapes light and material: fabric volume and folds, metal, pearls, sparkles. */
import { darken, lighten, luminance } from './colour'
import { GOLD } from './palette'
import { Doc, f, type Stop } from './svg-doc'

/** Horizontal light-to-shadow fill that gives a garment or object some volume. */
export function volume(doc: Doc, c: string, strength = 1): string {
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
export function folds(doc: Doc, c: string, bands: number, depth = 0.16): string {
  const stops: Stop[] = []
  for (let i = 0; i <= bands; i += 1) {
    stops.push([i / bands, i % 2 === 0 ? lighten(c, depth * 0.8) : darken(c, depth)])
  }
  return doc.linear(stops, [0, 0, 1, 0])
}

export function metal(doc: Doc, base = GOLD): string {
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

export function pearl(doc: Doc, x: number, y: number, r: number): string {
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

export function sparkle(x: number, y: number, s: number, color = GOLD, opacity = 0.8): string {
  const d = `M${f(x)} ${f(y - s)}Q${f(x + s * 0.15)} ${f(y - s * 0.15)} ${f(x + s)} ${f(y)}Q${f(x + s * 0.15)} ${f(y + s * 0.15)} ${f(x)} ${f(y + s)}Q${f(x - s * 0.15)} ${f(y + s * 0.15)} ${f(x - s)} ${f(y)}Q${f(x - s * 0.15)} ${f(y - s * 0.15)} ${f(x)} ${f(y - s)}Z`
  return `<path d="${d}" fill="${color}" opacity="${f(opacity)}"/>`
}
