/** A figure in a kaftan. */
import { darken, lighten, mix } from '../colour'
import { foldLines, hands, hijabHead, shoes, trimBand } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { GOLD } from '../palette'
import { printPattern } from '../patterns'
import { volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { clipped, line } from '../svg-helpers'

const KAFTAN_BODY =
  'M262 258L338 258C400 262 452 300 498 432L470 456C440 420 420 404 398 400L418 740Q300 760 182 740L202 400C180 404 160 420 130 456L102 432C148 300 200 262 262 258Z'

export function drawKaftan(doc: Doc, s: FigureStyle): string {
  const fill = volume(doc, s.main)
  let inner = foldLines(
    s,
    'M236 420Q228 580 222 740M364 420Q372 580 378 740M170 330Q150 380 126 430M430 330Q450 380 474 430',
  )
  if (s.has('print'))
    inner += `<path d="${KAFTAN_BODY}" fill="${printPattern(doc, 'paisley', lighten(s.main, 0.45))}" opacity=".55"/>`
  if (s.has('stripes'))
    inner += `<path d="${KAFTAN_BODY}" fill="${printPattern(doc, 'stripes', mix(s.main, '#ffffff', 0.85), 1.2)}" opacity=".8"/>`
  if (s.has('mirror')) {
    for (let i = 0; i < 26; i += 1) {
      const x = s.r.range(220, 380)
      const y = s.r.range(340, 700)
      inner += `<circle cx="${f(x)}" cy="${f(y)}" r="4.5" fill="#e8e6ec" stroke="${GOLD}" stroke-width="2"/>`
    }
  }
  if (s.has('velvet')) {
    inner +=
      `<path d="M102 432L130 456L142 442L116 420Z" fill="${darken(s.main, 0.4)}"/>` +
      `<path d="M498 432L470 456L458 442L484 420Z" fill="${darken(s.main, 0.4)}"/>`
  }
  // Neckline and centre panel: the kaftan's signature embroidery.
  inner += trimBand(doc, s, 'M282 300L318 300L312 560L288 560Z')
  inner += trimBand(doc, s, 'M178 712Q300 730 422 712L424 742Q300 762 176 742Z')
  if (s.has('beads') || s.has('gold') || s.has('embroidery')) {
    inner += line('M196 330Q300 390 404 330', s.trim, 2.5, 0.9)
    for (let i = 0; i <= 12; i += 1) {
      const t = i / 12
      const x = 196 + 208 * t
      const y = 330 + 60 * 4 * t * (1 - t) * 0.5
      inner += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="2.6" fill="${s.trim}"/>`
    }
  }
  let tassels = ''
  if (s.has('tassels')) {
    for (const x of [290, 310]) {
      tassels +=
        line(`M${x} 322L${x + (x < 300 ? -8 : 8)} 390`, s.trim, 2) +
        `<ellipse cx="${x + (x < 300 ? -8 : 8)}" cy="398" rx="5" ry="10" fill="${s.trim}"/>`
    }
  }
  return (
    shoes(s) +
    hands(s, 114, 452, 11, 15) +
    `<path d="${KAFTAN_BODY}" fill="${fill}"/>` +
    clipped(doc, KAFTAN_BODY, inner) +
    hijabHead(doc, s) +
    tassels
  )
}
