/** A figure in an abaya. */
import { darken, lighten } from '../colour'
import { foldLines, hands, hijabHead, pearlRow, shoes, trimBand, vine } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line, mirrored } from '../svg-helpers'

export const ABAYA_BODY =
  'M232 262C214 270 208 300 206 330L168 738Q300 758 432 738L394 330C392 300 386 270 368 262Z'

export function drawAbaya(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  let inner = foldLines(s, 'M262 340Q250 540 236 740M338 340Q350 540 364 740M300 420Q302 580 300 745')
  if (s.has('open')) {
    inner +=
      `<path d="M291 292L268 750L332 750L309 292Z" fill="${s.under}"/>` +
      line('M291 292L268 750M309 292L332 750', darken(s.main, 0.35), 3, 0.7)
  } else {
    inner += line('M300 300V745', darken(s.main, 0.4), 2, 0.45)
  }
  if (s.has('embroidery') || s.has('gold'))
    inner += trimBand(doc, s, 'M172 704Q300 722 428 704L431 734Q300 754 169 734Z')
  if (s.has('pearls'))
    inner += pearlRow(
      doc,
      [330, 372, 414, 456, 498, 540, 582, 624, 666].map((y) => [300, y] as [number, number]),
    )
  if (s.has('pockets')) inner += line('M238 470L230 530M362 470L370 530', darken(s.main, 0.4), 2.5, 0.5)
  const body = `<path d="${ABAYA_BODY}" fill="${fill}"/>` + clipped(doc, ABAYA_BODY, inner)

  let sleeve: string
  let hand = hands(s, 192, 556)
  if (s.has('butterfly')) {
    const wing = 'M240 266C182 290 132 400 112 604Q150 646 214 654L232 380Z'
    hand = hands(s, 140, 602, 11, 15)
    sleeve =
      `<path d="${wing}" fill="${volume(doc, s.main)}" opacity=".88"/>` +
      line('M226 300Q170 420 150 620M232 330Q196 460 186 640', lighten(s.main, 0.3), 2, 0.35)
  } else if (s.has('kimono')) {
    hand = hands(s, 188, 534)
    sleeve =
      `<path d="M238 266C200 272 176 300 160 360L140 522L224 522L236 380Z" fill="${fill}"/>` +
      line('M170 360L152 514', darken(s.main, 0.35), 2.5, 0.35)
  } else {
    sleeve =
      `<path d="M238 266C208 270 196 298 191 330L168 540L216 547L234 360Z" fill="${fill}"/>` +
      line('M212 330L198 520', darken(s.main, 0.35), 2.5, 0.35)
    if (s.has('embroidery') || s.has('gold')) {
      sleeve += trimBand(doc, s, 'M171 510L219 517L216 547L168 540Z')
      if (s.has('embroidery'))
        sleeve += vine(s, 'M222 300Q214 360 214 420Q208 460 206 500', [
          [218, 340],
          [213, 400],
          [208, 460],
          [206, 496],
        ])
    }
    if (s.has('pearls'))
      sleeve += pearlRow(
        doc,
        [
          [176, 528],
          [188, 530],
          [200, 532],
          [212, 534],
        ],
        4,
      )
  }
  let extra = ''
  if (s.has('belt')) {
    extra = `<path d="M208 380Q300 394 392 380L391 402Q300 416 209 402Z" fill="${darken(s.main, 0.22)}"/><path d="M292 398Q286 450 276 500L290 502Q296 452 304 400Z" fill="${darken(s.main, 0.18)}"/><path d="M304 398Q318 446 326 492L312 496Q306 450 296 402Z" fill="${darken(s.main, 0.1)}"/>`
  }
  return shoes(s) + hand + body + sleeve + mirrored(sleeve) + extra + hijabHead(doc, s)
}
