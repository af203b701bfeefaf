/** Pieces shared by drawn objects: glass, labels, highlights, leaves. */
import { darken, lighten } from './colour'
import { GOLD, IVORY } from './palette'
import { Doc, f } from './svg-doc'
import { line } from './svg-helpers'

export function glass(doc: Doc, tint: string, alpha = 0.85): string {
  return doc.linear(
    [
      [0, lighten(tint, 0.45), alpha],
      [0.2, lighten(tint, 0.15), alpha],
      [0.65, tint, alpha],
      [1, darken(tint, 0.3), alpha],
    ],
    [0, 0, 1, 0],
  )
}

export const highlight = (x: number, y: number, w: number, h: number, opacity = 0.35) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="#ffffff" opacity="${f(opacity)}"/>`

export function label(doc: Doc, x: number, y: number, w: number, h: number, accent = GOLD): string {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="4" fill="${IVORY}" opacity=".92"/>` +
    line(
      `M${f(x + w * 0.2)} ${f(y + h * 0.35)}H${f(x + w * 0.8)}M${f(x + w * 0.3)} ${f(y + h * 0.55)}H${f(x + w * 0.7)}`,
      accent,
      2.5,
      0.9,
    ) +
    `<path d="M${f(x + w / 2)} ${f(y + h * 0.72)}l5 5l-5 5l-5 -5z" fill="${accent}"/>`
  )
}

export function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<path d="M0 0Q${f(size * 0.5)} ${f(-size * 0.35)} ${f(size)} 0Q${f(size * 0.5)} ${f(size * 0.35)} 0 0Z" fill="${colour}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"/>`
}
