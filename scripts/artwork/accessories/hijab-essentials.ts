/** Hijab essentials: pins, magnets, underscarves and caps on a mannequin head, brooch, pin bracelet. */
import { floorShadow } from '../backdrops'
import { darken, lighten, luminance } from '../colour'
import { leaf } from '../object-parts'
import { PLUM } from '../palette'
import type { Rng } from '../random'
import { metal, pearl, sparkle, volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

export function pinCushion(doc: Doc, head: string, r: Rng): string {
  let pins = ''
  for (let i = 0; i < 12; i += 1) {
    const a = (-160 + (140 * i) / 11 + r.range(-4, 4)) * (Math.PI / 180)
    const x0 = 300 + Math.cos(a) * 90
    const y0 = 560 + Math.sin(a) * 70
    const x1 = 300 + Math.cos(a) * 160
    const y1 = 560 + Math.sin(a) * 150
    pins += line(`M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`, '#b9b6bd', 2.5)
    pins +=
      luminance(head) > 0.7
        ? pearl(doc, x1, y1, 11)
        : `<circle cx="${f(x1)}" cy="${f(y1)}" r="11" fill="${metal(doc, head)}"/>`
  }
  return (
    floorShadow(doc, 300, 620, 150, 12) +
    pins +
    `<path d="M170 590C170 470 430 470 430 590Z" fill="${volume(doc, PLUM)}"/><ellipse cx="300" cy="590" rx="130" ry="28" fill="${metal(doc)}"/>` +
    line('M200 540Q300 500 400 540', lighten(PLUM, 0.3), 2, 0.5)
  )
}

export function magnets(doc: Doc, c: string, others: string[]): string {
  const disc = (x: number, y: number, top: string) =>
    `<ellipse cx="${x}" cy="${y + 16}" rx="46" ry="16" fill="${darken(top, 0.35)}"/><rect x="${x - 46}" y="${y}" width="92" height="16" fill="${metal(doc)}"/><ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="${doc.radial(
      [
        [0, lighten(top, 0.4)],
        [1, top],
      ],
      0.4,
      0.3,
      0.7,
    )}"/>`
  const tops = [c, others[0] ?? lighten(c, 0.3), others[1] ?? darken(c, 0.2), c]
  return (
    floorShadow(doc, 300, 626, 170, 12) +
    `<g transform="translate(300 600) scale(1.3) translate(-300 -600)">` +
    disc(220, 540, tops[1]!) +
    disc(380, 540, tops[2]!) +
    disc(300, 500, tops[3]!) +
    disc(300, 580, tops[0]!) +
    '</g>'
  )
}

export function tubeUnderscarf(doc: Doc, c: string): string {
  const tube =
    'M300 170C230 170 196 222 194 292C192 330 198 352 212 362Q300 330 388 362C402 352 408 330 406 292C404 222 370 170 300 170Z'
  const ribs = doc.pattern(10, 10, line('M5 0V10', darken(c, 0.2), 2, 0.35))
  return (
    mannequin(doc) +
    `<path d="${tube}" fill="${volume(doc, c)}"/><path d="${tube}" fill="${ribs}"/>` +
    line('M212 362Q300 330 388 362', darken(c, 0.3), 4, 0.5) +
    line('M226 220Q300 182 374 220', lighten(c, 0.35), 4, 0.35)
  )
}

/** A faceless head-and-shoulders form for showing caps and underscarves. */
function mannequin(doc: Doc): string {
  const form = '#e9e1d8'
  return (
    `<path d="M120 800C126 650 196 600 300 594C404 600 474 650 480 800Z" fill="${volume(doc, form)}"/>` +
    `<path d="M256 440V600Q300 620 344 600V440Z" fill="${volume(doc, darken(form, 0.04))}"/>` +
    `<ellipse cx="300" cy="322" rx="104" ry="136" fill="${volume(doc, form, 0.6)}"/>`
  )
}

export function brooch(doc: Doc, c: string): string {
  let petals = ''
  for (let a = 0; a < 360; a += 60) {
    petals += `<ellipse cx="300" cy="380" rx="34" ry="62" fill="${metal(doc, c)}" transform="rotate(${a} 300 440)"/><ellipse cx="300" cy="388" rx="16" ry="36" fill="${lighten(c, 0.45)}" opacity=".5" transform="rotate(${a} 300 440)"/>`
  }
  let crystals = ''
  for (let a = 30; a < 390; a += 60) {
    const rad = (a * Math.PI) / 180
    crystals += `<circle cx="${f(300 + Math.cos(rad) * 48)}" cy="${f(440 + Math.sin(rad) * 48)}" r="6" fill="#eef3fb"/>`
  }
  return (
    `<path d="M170 612Q170 560 300 556Q430 560 430 612Z" fill="${volume(doc, PLUM)}"/><ellipse cx="300" cy="612" rx="130" ry="20" fill="${darken(PLUM, 0.2)}"/>` +
    leaf(330, 520, 90, 40, '#7d8c5a') +
    leaf(270, 520, 90, 140, '#6d7c4c') +
    petals +
    `<circle cx="300" cy="440" r="26" fill="${doc.radial(
      [
        [0, '#ffffff'],
        [0.6, '#dfe8f6'],
        [1, '#9fb3cf'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    crystals +
    sparkle(338, 412, 12, '#ffffff', 0.9)
  )
}

export function ninjaCap(doc: Doc, c: string): string {
  const cap =
    'M300 170C226 170 194 228 194 300C194 372 200 430 212 500Q300 540 388 500C400 430 406 372 406 300C406 228 374 170 300 170Z'
  const ribs = doc.pattern(12, 12, line('M6 0V12', darken(c, 0.2), 2, 0.3))
  return (
    mannequin(doc) +
    `<path d="${cap}" fill="${volume(doc, c)}"/><path d="${cap}" fill="${ribs}"/>` +
    `<ellipse cx="300" cy="316" rx="62" ry="80" fill="${darken(c, 0.2)}"/><ellipse cx="300" cy="320" rx="54" ry="72" fill="${volume(doc, '#eee6dd', 0.6)}"/>`
  )
}

export function pinBracelet(doc: Doc, c: string, r: Rng): string {
  let pins = ''
  for (let i = 0; i < 6; i += 1) {
    const a = (-150 + 24 * i + r.range(-5, 5)) * (Math.PI / 180)
    const x1 = 300 + Math.cos(a) * 120
    const y1 = 470 + Math.sin(a) * 110
    pins +=
      line(`M${f(300 + Math.cos(a) * 50)} ${f(470 + Math.sin(a) * 40)}L${f(x1)} ${f(y1)}`, '#b9b6bd', 2.5) +
      pearl(doc, x1, y1, 9)
  }
  return (
    floorShadow(doc, 300, 622, 150, 12) +
    `<ellipse cx="300" cy="560" rx="130" ry="56" fill="none" stroke="${darken(c, 0.3)}" stroke-width="22"/><ellipse cx="300" cy="556" rx="130" ry="56" fill="none" stroke="${volume(doc, c)}" stroke-width="18"/>` +
    pins +
    `<path d="M214 500C214 400 386 400 386 500Z" fill="${volume(doc, c)}"/><ellipse cx="300" cy="500" rx="86" ry="18" fill="${metal(doc)}"/>` +
    line('M236 470Q300 440 364 470', lighten(c, 0.3), 2, 0.5)
  )
}
