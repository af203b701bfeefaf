/** Bags: tote, quilted bag, clutch, canvas bag. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { GOLD } from '../palette'
import { metal, volume } from '../shading'
import { Doc } from '../svg-doc'
import { line } from '../svg-helpers'

export function tote(doc: Doc, c: string): string {
  const body = 'M172 400L428 400L452 600Q454 614 440 614H160Q146 614 148 600Z'
  return (
    floorShadow(doc, 300, 622, 170, 12) +
    line('M218 402C218 300 286 300 286 402M314 402C314 300 382 300 382 402', darken(c, 0.25), 14) +
    `<path d="${body}" fill="${volume(doc, c)}"/>` +
    line(
      'M182 414L164 600M418 414L436 600M178 414H422',
      lighten(c, 0.35),
      2,
      0.6,
      ' stroke-dasharray="6 5"',
    ) +
    `<circle cx="300" cy="430" r="10" fill="${metal(doc)}"/><rect x="210" y="396" width="20" height="14" rx="3" fill="${metal(doc)}"/><rect x="370" y="396" width="20" height="14" rx="3" fill="${metal(doc)}"/>`
  )
}

export function quiltedBag(doc: Doc, c: string): string {
  const body = 'M180 440Q180 420 200 420H400Q420 420 420 440V592Q420 612 400 612H200Q180 612 180 592Z'
  const quilt = doc.pattern(34, 34, line('M0 0L34 34M34 0L0 34', darken(c, 0.3), 2, 0.6))
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    line('M196 430Q190 200 300 190Q410 200 404 430', GOLD, 6, 1, ' stroke-dasharray="10 4"') +
    `<path d="${body}" fill="${volume(doc, c)}"/><path d="${body}" fill="${quilt}"/>` +
    `<path d="M180 440Q180 420 200 420H400Q420 420 420 440V500Q300 540 180 500Z" fill="${volume(doc, darken(c, 0.06))}"/><path d="M180 440Q180 420 200 420H400Q420 420 420 440V500Q300 540 180 500Z" fill="${quilt}"/>` +
    `<rect x="284" y="504" width="32" height="22" rx="4" fill="${metal(doc)}"/>`
  )
}

export function clutch(doc: Doc, c: string): string {
  const beads = doc.pattern(16, 16, `<circle cx="8" cy="8" r="2.6" fill="${GOLD}" opacity=".75"/>`)
  const body = 'M150 468Q150 450 168 450H432Q450 450 450 468V598Q450 614 432 614H168Q150 614 150 598Z'
  return (
    floorShadow(doc, 300, 622, 170, 12) +
    `<path d="${body}" fill="${volume(doc, c)}"/><path d="${body}" fill="${beads}"/>` +
    `<path d="M152 458L300 560L448 458Q450 450 432 450H168Q150 450 152 458Z" fill="${volume(doc, darken(c, 0.15))}"/>` +
    `<circle cx="300" cy="556" r="14" fill="${metal(doc)}"/><circle cx="300" cy="556" r="8" fill="${lighten(c, 0.4)}"/>` +
    line('M450 600Q500 620 470 650Q420 670 360 650', GOLD, 4, 1, ' stroke-dasharray="6 3"')
  )
}

export function canvasBag(doc: Doc, c: string): string {
  const weave = doc.pattern(8, 8, line('M0 4H8M4 0V8', darken(c, 0.15), 1, 0.35))
  const leather = '#8a5a3c'
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    line('M210 402C200 220 290 210 290 402M310 402C310 210 400 220 390 402', leather, 12) +
    `<rect x="170" y="400" width="260" height="214" rx="10" fill="${volume(doc, c)}"/><rect x="170" y="400" width="260" height="214" rx="10" fill="${weave}"/>` +
    `<rect x="170" y="400" width="260" height="22" fill="${leather}"/>` +
    `<rect x="208" y="480" width="184" height="100" rx="6" fill="${darken(c, 0.08)}"/><rect x="208" y="480" width="184" height="100" rx="6" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" stroke-dasharray="5 4"/>` +
    line('M300 480V580', lighten(c, 0.3), 2, 0.6, ' stroke-dasharray="5 4"')
  )
}
