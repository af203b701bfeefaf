/** A figure in a two-piece jilbab: cape over a long skirt. */
import { darken, lighten } from '../colour'
import { face, foldLines, hands, shoes, trimBand } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line } from '../svg-helpers'

const JILBAB_CAPE =
  'M300 96C256 96 236 128 236 170C236 214 226 250 196 300C170 345 150 400 136 484Q300 524 464 484C450 400 430 345 404 300C374 250 364 214 364 170C364 128 344 96 300 96Z'
const JILBAB_SKIRT = 'M214 430L158 740Q300 760 442 740L386 430Z'

export function drawJilbab(doc: Doc, s: FigureStyle): string {
  const skirtColour = s.has('two-piece') ? darken(s.main, 0.1) : s.main
  let skirtInner = foldLines(
    { ...s, main: skirtColour },
    'M250 520Q238 640 226 745M350 520Q362 640 374 745M300 520V745',
  )
  if (s.has('embroidery') || s.has('gold'))
    skirtInner += trimBand(doc, s, 'M160 700Q300 720 440 700L444 734Q300 756 156 734Z')
  if (s.has('pockets'))
    skirtInner += line('M236 560L232 610M364 560L368 610', darken(s.main, 0.45), 2.5, 0.55)
  const skirt =
    `<path d="${JILBAB_SKIRT}" fill="${volume(doc, skirtColour)}"/>` + clipped(doc, JILBAB_SKIRT, skirtInner)

  let capeInner = ''
  if (s.has('pleats')) {
    for (let x = 120; x <= 480; x += 22) capeInner += line(`M300 214L${x} 540`, darken(s.main, 0.3), 2, 0.35)
  } else {
    capeInner += foldLines(
      s,
      'M250 260Q214 380 190 500M350 260Q386 380 410 500M280 300Q270 400 262 510M320 300Q330 400 338 510',
    )
  }
  if (s.has('gold')) capeInner += trimBand(doc, s, 'M130 466Q300 506 470 466L470 500Q300 540 130 500Z')
  if (s.has('two-piece')) capeInner += line('M230 420Q300 436 370 420', lighten(s.main, 0.3), 2, 0.35)
  const cape =
    `<path d="${JILBAB_CAPE}" fill="${volume(doc, s.main)}"/>` + clipped(doc, JILBAB_CAPE, capeInner)
  return shoes(s) + skirt + hands(s, 178, 506) + cape + face(doc, s, darken(s.main, 0.2))
}
