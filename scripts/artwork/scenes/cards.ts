/** Home-page category cards. */
import { Doc } from '../svg-doc'
import { place } from './place-product'
import { plinth, room } from './props'

export function cardSvg(name: string): string {
  const doc = new Doc()
  const W = 600
  const H = 750
  let body: string
  switch (name) {
    case 'abayas':
      body = room(doc, W, H, '#d9b9c6') + place(doc, 6, 300, 668, 0.86)
      break
    case 'hijabs':
      body = room(doc, W, H, '#e3c4c8') + place(doc, 902, 300, 760, 0.95)
      break
    case 'beauty':
      body =
        room(doc, W, H, '#e6c9c9') +
        plinth(doc, 300, 560, 470, '#f1dede') +
        place(doc, 1401, 175, 575, 0.6) +
        place(doc, 1301, 300, 575, 0.6) +
        place(doc, 1403, 430, 575, 0.5)
      break
    default:
      body =
        room(doc, W, H, '#e8d6b8') +
        plinth(doc, 300, 560, 460, '#f2e6d2') +
        place(doc, 1801, 220, 600, 0.66) +
        place(doc, 1702, 420, 620, 0.5) +
        place(doc, 1701, 420, 470, 0.42)
  }
  return doc.render(W, H, body)
}
