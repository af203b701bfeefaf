/** A scarf shown worn, on a head-and-shoulders bust. */
import type { Product } from '../../../data/schemas'
import { darken, lighten } from '../colour'
import { pearlRow } from '../figures/figure-parts'
import { figureStyleFor, pickUnder } from '../figures/figure-style'
import { GOLD, SKIN_TONES } from '../palette'
import type { Rng } from '../random'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line } from '../svg-helpers'
import { printOverlay, textileLook } from './textile-look'

const BUST_HIJAB =
  'M300 150C222 150 186 212 186 292C186 352 180 410 150 480C126 540 150 600 210 640Q300 680 400 640C456 600 474 540 450 480C420 410 414 352 414 292C414 212 378 150 300 150Z'

/** A scarf worn on a head-and-shoulders bust: the clearest way to show a hijab. */
export function drawScarfBust(doc: Doc, product: Product, c: string, r: Rng): string {
  const look = textileLook(product)
  const under = pickUnder(r, c)
  const skin = r.pick(SKIN_TONES)
  const fill = volume(doc, c, 0.9)
  const drape =
    'M236 350C226 430 244 520 300 600C356 520 374 430 364 350C344 380 322 392 300 392C278 392 256 380 236 350Z'
  const tail = 'M392 380C424 470 446 580 436 712L478 722C488 600 466 470 418 356Z'
  let edge = ''
  if (look.edge === 'pearls')
    edge = pearlRow(
      doc,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [438 + i * 0.5, 430 + i * 36] as [number, number]),
      5,
    )
  if (look.edge === 'fringe')
    for (let x = 438; x <= 476; x += 6) edge += line(`M${x} 716L${x + 1} 740`, darken(c, 0.15), 2)
  if (look.edge === 'gold') edge = line('M436 712L478 722', GOLD, 5)
  const shine = look.sheen
    ? `<path d="M214 300C210 380 200 440 176 500L196 510C220 440 230 380 232 300Z" fill="#ffffff" opacity=".22"/>`
    : ''
  const s = { ...figureStyleFor(c, skin), has: () => false }
  return (
    `<path d="M110 800C116 650 190 590 300 584C410 590 484 650 490 800Z" fill="${volume(doc, under)}"/>` +
    `<path d="${BUST_HIJAB}" fill="${fill}"/>` +
    clipped(
      doc,
      BUST_HIJAB,
      printOverlay(doc, look, c, BUST_HIJAB, 1.6) +
        shine +
        line('M230 420Q214 520 190 600M370 420Q386 520 410 600', darken(c, 0.3), 4, 0.3),
    ) +
    `<ellipse cx="300" cy="296" rx="68" ry="86" fill="${darken(c, 0.16)}"/><ellipse cx="300" cy="300" rx="57" ry="74" fill="${volume(doc, s.skin, 0.6)}"/><ellipse cx="278" cy="318" rx="12" ry="7" fill="#d9837a" opacity=".16"/><ellipse cx="322" cy="318" rx="12" ry="7" fill="#d9837a" opacity=".16"/>` +
    `<path d="${drape}" fill="${fill}"/>` +
    clipped(
      doc,
      drape,
      printOverlay(doc, look, c, drape, 1.6) +
        line('M300 400V590M270 400Q276 480 294 560M330 400Q324 480 306 560', darken(c, 0.3), 3, 0.3),
    ) +
    `<path d="${tail}" fill="${volume(doc, darken(c, 0.05))}"/>` +
    clipped(doc, tail, printOverlay(doc, look, c, tail, 1.6)) +
    edge +
    line('M236 196Q300 160 364 196', lighten(c, 0.4), 5, 0.3)
  )
}
