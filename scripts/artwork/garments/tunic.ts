/** A figure in a tunic over trousers. */
import { darken, lighten } from '../colour'
import { foldLines, hands, hijabHead, shoes, trimBand } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line, mirrored } from '../svg-helpers'

const TUNIC_BODY = 'M232 262C216 272 212 300 210 330L196 584Q300 600 404 584L390 330C388 300 384 272 368 262Z'

export function drawTunic(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  const trousers =
    `<path d="M220 560L208 744L290 744L300 610L310 744L392 744L380 560Z" fill="${volume(doc, s.under)}"/>` +
    line('M300 612V744', darken(s.under, 0.3), 2, 0.5)
  let inner = foldLines(s, 'M256 330Q248 460 240 590M344 330Q352 460 360 590')
  if (s.has('slits') || s.has('stripes'))
    inner += `<path d="M196 520L192 600L216 600Z" fill="${s.under}"/><path d="M404 520L408 600L384 600Z" fill="${s.under}"/>`
  if (s.has('buttons'))
    inner +=
      [330, 370, 410, 450, 490]
        .map((y) => `<circle cx="300" cy="${y}" r="3.5" fill="${lighten(s.main, 0.5)}"/>`)
        .join('') + line('M300 300V590', darken(s.main, 0.3), 1.5, 0.4)
  if (s.has('embroidery')) {
    const motif = doc.pattern(
      26,
      26,
      `<circle cx="13" cy="13" r="4" fill="none" stroke="${darken(s.main, 0.18)}" stroke-width="1.5"/><circle cx="13" cy="13" r="1.3" fill="${darken(s.main, 0.18)}"/><circle cx="0" cy="0" r="1.5" fill="${darken(s.main, 0.18)}"/>`,
    )
    inner +=
      `<path d="${TUNIC_BODY}" fill="${motif}"/>` +
      trimBand(doc, { ...s, trim: darken(s.main, 0.25) }, 'M198 556Q300 572 402 556L404 586Q300 602 196 586Z')
  }
  if (s.has('pockets'))
    inner += `<rect x="236" y="460" width="40" height="44" rx="4" fill="none" stroke="${lighten(s.main, 0.35)}" stroke-width="2" stroke-dasharray="4 3"/><rect x="324" y="460" width="40" height="44" rx="4" fill="none" stroke="${lighten(s.main, 0.35)}" stroke-width="2" stroke-dasharray="4 3"/>`
  if (s.has('layered'))
    inner += `<path d="M200 400Q300 380 400 400L410 640Q300 600 190 650Z" fill="${lighten(s.main, 0.2)}" opacity=".45"/>`
  let bow = ''
  if (s.has('tie'))
    bow = `<path d="M300 326L276 312L278 340Z" fill="${darken(s.main, 0.15)}"/><path d="M300 326L324 312L322 340Z" fill="${darken(s.main, 0.15)}"/><path d="M298 328L288 380L296 382Z" fill="${darken(s.main, 0.1)}"/><path d="M302 328L314 378L306 381Z" fill="${darken(s.main, 0.1)}"/><circle cx="300" cy="326" r="5" fill="${darken(s.main, 0.25)}"/>`
  const sleeve =
    `<path d="M238 266C210 270 198 298 194 330L176 520L216 526L232 360Z" fill="${fill}"/>` +
    line('M214 330L198 510', darken(s.main, 0.35), 2, 0.3)
  return (
    shoes({ ...s, main: s.under }) +
    trousers +
    hands(s, 196, 536) +
    `<path d="${TUNIC_BODY}" fill="${fill}"/>` +
    clipped(doc, TUNIC_BODY, inner) +
    sleeve +
    mirrored(sleeve) +
    hijabHead(doc, s) +
    bow
  )
}
