/** Shoes, drawn as a pair: flats, mules, khussas, loafers. */
import { floorShadow } from '../backdrops'
import { darken, lighten } from '../colour'
import { GOLD } from '../palette'
import { volume } from '../shading'
import { Doc } from '../svg-doc'
import { line } from '../svg-helpers'

type ShoeStyle = 'flat' | 'mule' | 'khussa' | 'loafer'

function shoe(doc: Doc, c: string, style: ShoeStyle): string {
  const fill = volume(doc, c)
  const sole = darken(c, 0.45)
  switch (style) {
    case 'flat':
      return (
        `<path d="M172 600Q320 616 464 596L464 604Q320 624 172 608Z" fill="${sole}"/>` +
        `<path d="M175 600C165 580 168 544 190 532C216 548 250 562 300 558C350 554 400 542 430 550C460 558 470 582 464 598Q320 610 175 600Z" fill="${fill}"/>` +
        `<path d="M190 534C216 550 250 562 300 558C340 555 360 550 376 546C340 538 250 536 190 534Z" fill="${lighten(c, 0.55)}"/>` +
        `<path d="M392 544q-18 -14 -8 -20q8 2 14 14q6 -12 14 -14q10 6 -8 20z" fill="${darken(c, 0.2)}"/>`
      )
    case 'mule':
      return (
        `<path d="M176 540L206 540L212 610L186 610Z" fill="${volume(doc, darken(c, 0.2))}"/>` +
        `<path d="M170 536Q300 560 460 596L460 606Q300 574 172 548Z" fill="${sole}"/>` +
        `<path d="M300 574C316 520 400 516 462 590Q400 600 300 582Z" fill="${fill}"/>` +
        line('M316 556Q380 530 440 578', lighten(c, 0.35), 2, 0.6, ' stroke-dasharray="4 4"')
      )
    case 'khussa': {
      const embroidery = doc.pattern(
        14,
        14,
        `<circle cx="7" cy="7" r="2.2" fill="${GOLD}"/><path d="M0 0L3 3M14 0L11 3" stroke="${GOLD}" stroke-width="1.2"/>`,
      )
      const upper =
        'M182 600C170 572 178 540 200 530C240 552 300 560 340 550C400 536 440 526 484 500C478 540 452 584 424 600Q300 610 182 600Z'
      return (
        `<path d="M180 600Q320 614 430 600L426 608Q320 622 180 608Z" fill="${sole}"/>` +
        `<path d="${upper}" fill="${fill}"/><path d="${upper}" fill="${embroidery}" opacity=".85"/>` +
        `<path d="M484 500q14 -8 10 -24q-8 8 -16 10z" fill="${darken(c, 0.2)}"/>` +
        `<path d="M200 532C240 554 300 562 340 552C310 546 250 540 200 532Z" fill="${lighten(c, 0.5)}"/>`
      )
    }
    case 'loafer':
      return (
        `<path d="M170 600Q320 618 466 598L466 610Q320 630 170 612Z" fill="${sole}"/>` +
        `<path d="M174 602C162 570 168 520 196 510C230 526 270 532 300 528C360 520 400 520 436 534C470 548 474 584 466 600Q320 612 174 602Z" fill="${fill}"/>` +
        `<path d="M300 530C320 514 380 512 420 530" fill="none" stroke="${darken(c, 0.3)}" stroke-width="3"/>` +
        `<path d="M312 540L400 536L404 556L316 560Z" fill="${darken(c, 0.18)}"/><ellipse cx="358" cy="548" rx="14" ry="4" fill="${darken(c, 0.5)}"/>` +
        line('M304 534C330 560 420 556 440 540', lighten(c, 0.35), 1.5, 0.6, ' stroke-dasharray="4 3"')
      )
  }
}

export function shoePair(doc: Doc, c: string, style: ShoeStyle): string {
  return (
    floorShadow(doc, 300, 616, 190, 12) +
    `<g transform="translate(-40 -34)" opacity=".96">${shoe(doc, darken(c, 0.12), style)}</g>` +
    shoe(doc, c, style)
  )
}
