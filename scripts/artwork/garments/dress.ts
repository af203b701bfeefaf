/** A figure in a long dress, or in a maxi skirt with a top. */
import { darken, lighten } from '../colour'
import { foldLines, hands, hijabHead, shoes } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { printPattern } from '../patterns'
import { volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { clipped, line, mirrored } from '../svg-helpers'

const DRESS_BODY =
  'M240 262C250 300 254 350 256 392C230 480 190 620 150 742Q300 764 450 742C410 620 370 480 344 392C346 350 350 300 360 262Z'
const SKIRT_SHAPE =
  'M254 392C230 480 190 620 150 742Q300 764 450 742C410 620 370 480 346 392Q300 400 254 392Z'

export function drawDress(doc: Doc, s: FigureStyle): string {
  const isSkirt = s.kind === 'skirt'
  const top = isSkirt ? s.under : s.main
  const topFill = volume(doc, top)
  const skirtFill = volume(doc, s.main)
  const sleeveShape =
    s.has('tiers') || s.has('sheen')
      ? 'M242 264C222 270 214 292 212 320L186 516Q194 552 236 548L248 330Z'
      : 'M242 264C222 270 214 292 212 320L198 540L232 544L248 330Z'
  const sleeve =
    `<path d="${sleeveShape}" fill="${topFill}"/>` + line('M226 320L212 520', darken(top, 0.35), 2, 0.3)

  let skirtInner = ''
  if (s.has('pleats')) {
    for (let i = 0; i <= 16; i += 1) {
      const xTop = 256 + (90 * i) / 16
      const xBottom = 150 + (300 * i) / 16
      skirtInner += line(`M${f(xTop)} 392L${f(xBottom)} 760`, darken(s.main, 0.32), 2, 0.45)
      skirtInner += line(`M${f(xTop + 2)} 392L${f(xBottom + 7)} 760`, lighten(s.main, 0.3), 1.2, 0.35)
    }
  } else {
    skirtInner += foldLines(s, 'M270 420Q250 600 226 750M330 420Q350 600 374 750M300 430V750')
  }
  if (s.has('tiers'))
    skirtInner += line('M200 540Q300 556 400 540M168 648Q300 668 432 648', darken(s.main, 0.25), 3, 0.6)
  if (s.has('floral'))
    skirtInner += `<path d="M0 0H600V800H0Z" fill="${printPattern(doc, 'floral', darken(s.main, 0.35))}" opacity=".45"/>`
  if (s.has('sheen'))
    skirtInner += `<path d="M276 400C262 500 236 620 214 750L246 752C262 620 282 500 292 400Z" fill="#ffffff" opacity=".18"/>`
  if (s.has('pockets')) skirtInner += line('M262 420L252 480M338 420L348 480', darken(s.main, 0.4), 2.5, 0.5)

  let bodice = ''
  if (s.has('wrap')) bodice += line('M246 290Q300 340 344 392', darken(s.main, 0.35), 3, 0.6)
  if (s.has('buttons'))
    bodice += [310, 350, 390, 440, 490, 540]
      .map((y) => `<circle cx="300" cy="${y}" r="3.5" fill="${lighten(s.main, 0.55)}"/>`)
      .join('')
  if (s.has('floral') && !isSkirt)
    bodice += `<path d="${DRESS_BODY}" fill="${printPattern(doc, 'floral', darken(s.main, 0.35))}" opacity=".45"/>`

  const waist =
    s.has('belt') || s.has('sheen') || isSkirt
      ? `<path d="M253 386Q300 396 347 386L348 402Q300 412 252 402Z" fill="${isSkirt ? darken(s.main, 0.15) : darken(s.main, 0.25)}"/>`
      : line('M254 392Q300 400 346 392', darken(s.main, 0.3), 2, 0.5)

  return (
    shoes(s) +
    hands(s, 214, 556) +
    `<path d="${DRESS_BODY}" fill="${topFill}"/>` +
    clipped(doc, DRESS_BODY, bodice) +
    `<path d="${SKIRT_SHAPE}" fill="${skirtFill}"/>` +
    clipped(doc, SKIRT_SHAPE, skirtInner) +
    waist +
    sleeve +
    mirrored(sleeve) +
    hijabHead(doc, s)
  )
}
