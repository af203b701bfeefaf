/** Home-page carousel slides. */
import { sparkle } from '../shading'
import { Doc } from '../svg-doc'
import { banner } from './banner'
import { crescent, lantern } from './props'

export function slideSvg(n: number): string {
  const doc = new Doc()
  const W = 1600
  const H = 700
  let body: string
  if (n === 1) {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#b0607f',
      seed: 11,
      subjects: [
        { id: 4, at: 0.54, scale: 0.95, colour: 1 },
        { id: 1, at: 0.7, scale: 1.08 },
        { id: 8, at: 0.86, scale: 0.95 },
      ],
    })
  } else if (n === 2) {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#d69aa8',
      seed: 12,
      floor: H,
      subjects: [
        { id: 908, at: 0.53, scale: 0.74, colour: 1 },
        { id: 902, at: 0.7, scale: 0.8 },
        { id: 904, at: 0.87, scale: 0.74 },
      ],
    })
  } else {
    body = banner(doc, {
      width: W,
      height: H,
      accent: '#c9a14a',
      seed: 13,
      subjects: [
        { id: 206, at: 0.58, scale: 1.05 },
        { id: 1803, at: 0.76, scale: 0.85 },
        { id: 2003, at: 0.91, scale: 0.8 },
      ],
      extras: (d) =>
        crescent(d, 1330, 150, 80) +
        lantern(d, 1090, 0, 60, 48) +
        lantern(d, 1500, 0, 150, 40) +
        lantern(d, 760, 0, 30, 34) +
        sparkle(1390, 110, 16, '#fff3d1', 0.9),
    })
  }
  return doc.render(W, H, body)
}
