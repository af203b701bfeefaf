/** The studio backdrop behind every product picture (wall, arch or window, floor, podium) and floor shadows. */
import { darken, lighten, luminance, mix } from './colour'
import { GOLD, PLUM } from './palette'
import { jali } from './patterns'
import type { Rng } from './random'
import { sparkle } from './shading'
import { Doc, f } from './svg-doc'

const SOFT_TONES = ['#f3e8e4', '#efe4d4', '#ebe4ee', '#e5ebe3', '#f2e5e9', '#ece6dc'] as const
const DEEP_TONES = ['#dcc3cc', '#d6c5ad', '#cfc6d9', '#c9d5c6', '#e0c6c9'] as const

type BackdropStyle = 'arch' | 'circle' | 'window'

export function productBackdrop(doc: Doc, r: Rng, subject: string, podium: boolean): string {
  const light = luminance(subject) > 0.68
  const tone = light ? r.pick(DEEP_TONES) : r.pick(SOFT_TONES)
  const style = r.pick<BackdropStyle>(['arch', 'circle', 'window'])
  const bg = doc.linear([
    [0, lighten(tone, 0.45)],
    [1, tone],
  ])
  const shapeFill = light ? mix(tone, PLUM, 0.14) : mix(tone, '#ffffff', 0.5)
  let shape: string
  if (style === 'arch') {
    shape = `<path d="M110 720V300A190 190 0 0 1 490 300V720Z" fill="${shapeFill}"/><path d="M128 720V304A172 172 0 0 1 472 304V720" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".45"/>`
  } else if (style === 'circle') {
    shape = `<circle cx="300" cy="380" r="230" fill="${shapeFill}"/><circle cx="300" cy="380" r="248" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity=".4"/>`
  } else {
    const lattice = jali(doc, mix(shapeFill, PLUM, 0.25), 48)
    shape = `<path d="M140 720V250Q140 150 300 110Q460 150 460 250V720Z" fill="${shapeFill}"/><path d="M140 720V250Q140 150 300 110Q460 150 460 250V720Z" fill="${lattice}" opacity=".35"/>`
  }
  const floor = `<rect y="692" width="600" height="108" fill="${darken(tone, 0.06)}"/><rect y="692" width="600" height="2" fill="${darken(tone, 0.1)}" opacity=".5"/>`
  let sparkles = ''
  const n = r.int(2, 4)
  for (let i = 0; i < n; i += 1) {
    const left = i % 2 === 0
    sparkles += sparkle(
      left ? r.range(40, 110) : r.range(490, 560),
      r.range(90, 520),
      r.range(6, 12),
      GOLD,
      r.range(0.45, 0.8),
    )
  }
  const stand = podium
    ? `<rect x="130" y="612" width="340" height="110" fill="${doc.linear(
        [
          [0, lighten(tone, 0.5)],
          [0.5, lighten(tone, 0.25)],
          [1, darken(tone, 0.1)],
        ],
        [0, 0, 1, 0],
      )}"/><ellipse cx="300" cy="722" rx="170" ry="26" fill="${darken(tone, 0.08)}"/><ellipse cx="300" cy="612" rx="170" ry="26" fill="${lighten(tone, 0.6)}"/>`
    : ''
  return `<rect width="600" height="800" fill="${bg}"/>${shape}${floor}${sparkles}${stand}`
}

export function floorShadow(
  doc: Doc,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.18,
): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#2a1320" opacity="${f(opacity)}" filter="${doc.blur(6)}"/>`
}
