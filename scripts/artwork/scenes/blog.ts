/** Blog post pictures. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { leaf } from '../object-parts'
import { GOLD } from '../palette'
import { type PrintKind, printPattern } from '../patterns'
import { folds } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line } from '../svg-helpers'
import { printOverlay, textileLook } from '../textiles/textile-look'
import { banner } from './banner'
import { place, productById } from './place-product'
import { crescent, lantern, plinth } from './props'

export function blogSvg(slug: string): string {
  const doc = new Doc()
  const W = 900
  const H = 600
  let body: string
  if (slug === 'how-to-style-an-abaya-for-eid') {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#c9a14a',
      seed: 21,
      subjects: [{ id: 8, at: 0.5, scale: 1 }],
      extras: (d) =>
        crescent(d, 730, 130, 60) +
        lantern(d, 180, 0, 80, 44) +
        lantern(d, 290, 0, 30, 32) +
        lantern(d, 620, 0, 170, 34),
    })
  } else if (slug === 'hijab-fabrics-guide') {
    body = `<rect width="${W}" height="${H}" fill="${doc.linear([
      [0, '#f6efe6'],
      [1, '#eadccb'],
    ])}"/>`
    const swatches: [string, PrintKind | null, number][] = [
      ['#e6b7b9', null, 902],
      ['#1f2b4a', 'dots', 903],
      ['#d8c3a5', 'stripes', 906],
      ['#1f6b52', null, 905],
      ['#6e1f35', 'tile', 907],
    ]
    swatches.forEach(([colour, print, id], i) => {
      const x = 120 + i * 165
      const tilt = (i - 2) * 3
      const shape = `M${x - 70} 170Q${x} 150 ${x + 70} 170L${x + 78} 470Q${x} 490 ${x - 78} 470Z`
      const look = textileLook(productById(id))
      body += `<g transform="rotate(${tilt} ${x} 320)">${floorShadow(doc, x, 480, 80, 10, 0.18)}<path d="${shape}" fill="${folds(doc, colour, 4, 0.14)}"/>`
      body += clipped(
        doc,
        shape,
        (print
          ? `<path d="${shape}" fill="${printPattern(doc, print, print === 'tile' ? GOLD : lighten(colour, 0.4))}" opacity=".5"/>`
          : '') + printOverlay(doc, { ...look, print: null }, colour, shape),
      )
      body += line(`M${x - 74} 420Q${x} 440 ${x + 74} 420`, darken(colour, 0.3), 2, 0.4) + '</g>'
    })
    body += line('M60 540H840', GOLD, 2, 0.5)
  } else {
    body = `<rect width="${W}" height="${H}" fill="${doc.linear([
      [0, '#f6e6e6'],
      [1, '#e8c9cc'],
    ])}"/>`
    body += `<circle cx="450" cy="300" r="250" fill="#ffffff" opacity=".35"/>`
    body += plinth(doc, 450, 430, 620, '#f3dfe0')
    body +=
      place(doc, 1401, 250, 450, 0.58) +
      place(doc, 1301, 390, 450, 0.58) +
      place(doc, 1403, 530, 450, 0.5) +
      place(doc, 1601, 670, 450, 0.42, 1)
    body += leaf(120, 560, 70, -30, '#8aa07a') + leaf(780, 540, 60, 200, '#8aa07a')
  }
  return doc.render(W, H, body)
}
