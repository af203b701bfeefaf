/** A figure in a long khimar over an abaya. */
import { darken } from '../colour'
import { face, foldLines, hands, shoes } from '../figures/figure-parts'
import type { FigureStyle } from '../figures/figure-style'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { clipped, line, mirrored } from '../svg-helpers'
import { ABAYA_BODY } from './abaya'

export function drawKhimarFigure(doc: Doc, s: FigureStyle): string {
  const under = s.under
  const underFill = volume(doc, under)
  const sleeve = `<path d="M238 266C208 270 196 298 191 330L168 540L216 547L234 360Z" fill="${underFill}"/>`
  const wide = s.has('butterfly')
  const khimar = wide
    ? 'M300 96C256 96 236 128 236 170C236 214 222 250 190 296C150 350 120 400 104 470Q300 520 496 470C480 400 450 350 410 296C378 250 364 214 364 170C364 128 344 96 300 96Z'
    : 'M300 96C256 96 236 128 236 170C236 214 228 250 206 290C186 330 178 380 170 436Q300 476 430 436C422 380 414 330 394 290C372 250 364 214 364 170C364 128 344 96 300 96Z'
  let inner = foldLines(s, 'M260 250Q236 340 220 450M340 250Q364 340 380 450M300 300V470')
  if (s.has('double'))
    inner += `<path d="M150 380Q300 420 450 380L450 400Q300 440 150 400Z" fill="${darken(s.main, 0.2)}" opacity=".5"/>`
  if (s.has('sheen'))
    inner += `<path d="M262 240Q236 340 214 470L236 474Q254 350 276 244Z" fill="#ffffff" opacity=".2"/>`
  return (
    shoes({ ...s, main: under }) +
    hands(s, 192, 556) +
    `<path d="${ABAYA_BODY}" fill="${underFill}"/>` +
    clipped(
      doc,
      ABAYA_BODY,
      line('M300 440V745', darken(under, 0.35), 2, 0.4) +
        foldLines({ ...s, main: under }, 'M262 460Q250 600 236 740M338 460Q350 600 364 740'),
    ) +
    sleeve +
    mirrored(sleeve) +
    `<path d="${khimar}" fill="${volume(doc, s.main)}"${s.has('sheer') ? ' opacity=".95"' : ''}/>` +
    clipped(doc, khimar, inner) +
    face(doc, s, darken(s.main, 0.2))
  )
}
