/** The home page's photo grid. */
import { scene } from '../products/product-scene'
import { rng } from '../random'
import { metal } from '../shading'
import { Doc } from '../svg-doc'
import { drawFoldedStack } from '../textiles/folded-stack'
import { place, productById } from './place-product'
import { chairWithShawl, marble, room } from './props'

export function gridSvg(n: number): string {
  const doc = new Doc()
  const S = 600
  let body: string
  switch (n) {
    case 1:
      body =
        room(doc, S, S, '#efe4d4') +
        `<path d="M360 60h120v180h-120z" fill="#ffffff" opacity=".5"/><path d="M420 60v180M360 150h120" stroke="#e2d4bf" stroke-width="4"/>` +
        place(doc, 1, 260, 560, 0.68)
      break
    case 2:
      body =
        room(doc, S, S, '#f1e4e8', false) +
        `<g transform="translate(0 -90)">${drawFoldedStack(doc, productById(908), '#f5f2ec', ['#e6b7b9', '#c9b8c4'])}</g>`
      break
    case 3:
      body = `<rect width="${S}" height="${S}" fill="#efe6dc"/><g transform="translate(-450 -480) scale(2.5)">${scene(doc, productById(201), '#f5f2ec', [], rng(201 + 7919)).body}</g>`
      break
    case 4:
      body =
        marble(doc, S, S) +
        `<rect x="60" y="300" width="480" height="230" rx="28" fill="${metal(doc)}"/><rect x="74" y="314" width="452" height="202" rx="22" fill="#f7f1e6"/>` +
        place(doc, 1301, 150, 480, 0.5, 0) +
        place(doc, 1301, 235, 480, 0.5, 1) +
        place(doc, 1301, 320, 480, 0.5, 2) +
        place(doc, 1302, 445, 500, 0.45)
      break
    case 5:
      body =
        `<rect width="${S}" height="${S}" fill="${doc.radial(
          [
            [0, '#7a3656'],
            [1, '#3a1729'],
          ],
          0.5,
          0.4,
          0.8,
        )}"/>` +
        `<rect width="${S}" height="${S}" fill="${doc.pattern(6, 6, '<circle cx="3" cy="3" r="1" fill="#ffffff" opacity=".05"/>')}"/>` +
        place(doc, 1701, 220, 520, 0.8) +
        place(doc, 1702, 420, 560, 0.6)
      break
    default:
      body =
        room(doc, S, S, '#e5ebe3', false) +
        `<g transform="translate(0 20)">${chairWithShawl(doc, '#d8c3a5')}</g>`
  }
  return doc.render(S, S, body)
}
