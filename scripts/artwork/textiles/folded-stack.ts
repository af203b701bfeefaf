/** Scarves folded in a stack, for the home-page grid. */
import type { Product } from '../../../data/schemas'
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { pearlRow } from '../figures/figure-parts'
import { metal, volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line } from '../svg-helpers'
import { printOverlay, textileLook } from './textile-look'

/** Folded pieces stacked on a plinth, the top one's end falling over the front. */
export function drawFoldedStack(doc: Doc, product: Product, c: string, others: string[]): string {
  const look = textileLook(product)
  const tints = [others[0] ?? lighten(c, 0.35), others[1] ?? darken(c, 0.18), lighten(c, 0.55)]
  const layers: [number, number, string][] = [
    [596, 168, tints[2]!],
    [540, 160, tints[1]!],
    [484, 152, tints[0]!],
    [428, 146, c],
  ]
  let out = floorShadow(doc, 300, 618, 180, 14, 0.2)
  for (const [y, half, colour] of layers) {
    const d = `M${300 - half} ${y}L${300 + half} ${y}Q${314 + half} ${y + 28} ${300 + half} ${y + 56}L${300 - half} ${y + 56}Q${286 - half} ${y + 28} ${300 - half} ${y}Z`
    out +=
      `<path d="${d}" fill="${doc.linear([
        [0, lighten(colour, 0.22)],
        [0.5, colour],
        [1, darken(colour, 0.2)],
      ])}"/>` +
      line(
        `M${300 - half + 10} ${y + 28}Q300 ${y + 34} ${300 + half - 10} ${y + 28}`,
        darken(colour, 0.25),
        2,
        0.35,
      )
    if (colour === c) out += clipped(doc, d, printOverlay(doc, look, c, d))
  }
  const tail = 'M360 436Q392 470 384 560Q380 620 396 660L336 660Q322 600 330 540Q338 480 320 440Z'
  out += `<path d="${tail}" fill="${volume(doc, c)}"/>` + clipped(doc, tail, printOverlay(doc, look, c, tail))
  if (look.edge === 'fringe')
    for (let x = 338; x <= 394; x += 6) out += line(`M${x} 660L${x} 682`, darken(c, 0.15), 2)
  if (look.edge === 'pearls')
    out += pearlRow(
      doc,
      [340, 352, 364, 376, 388].map((x) => [x, 662] as [number, number]),
      5,
    )
  if (look.edge === 'gold') out += `<rect x="336" y="644" width="60" height="12" fill="${metal(doc)}"/>`
  return out
}
