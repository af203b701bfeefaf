/** Small SVG snippets every drawing uses: stroked lines, mirroring, clipping. */
import { Doc, f } from './svg-doc'

/** Mirror a piece of artwork drawn for the left side onto the right (the figure's axis is x = 300). */
export const mirrored = (markup: string, axis = 300) =>
  `<g transform="translate(${axis * 2} 0) scale(-1 1)">${markup}</g>`

export const line = (d: string, stroke: string, width: number, opacity = 1, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${f(opacity)}"` : ''}${extra}/>`

export function clipped(doc: Doc, shape: string, inner: string): string {
  return `<g clip-path="${doc.clip(`<path d="${shape}"/>`)}">${inner}</g>`
}
