/** Haircare: shampoo bottle, mist spray and a mint sprig. */
import { floorShadow } from '../backdrops'
import { lighten } from '../colour'
import { highlight, label, leaf } from '../object-parts'
import { volume } from '../shading'
import { Doc, f } from '../svg-doc'
import { line } from '../svg-helpers'

export function tallBottle(doc: Doc, body: string, cap: string, pump: boolean): string {
  const bottle = 'M240 380Q240 350 270 344H330Q360 350 360 380V600Q360 616 344 616H256Q240 616 240 600Z'
  const head = pump
    ? `<rect x="284" y="300" width="32" height="46" fill="${volume(doc, cap)}"/><rect x="270" y="280" width="60" height="24" rx="6" fill="${volume(doc, cap)}"/><path d="M326 286H372V298H326Z" fill="${volume(doc, cap)}"/>`
    : `<rect x="256" y="300" width="88" height="48" rx="10" fill="${volume(doc, cap)}"/><rect x="256" y="300" width="88" height="10" rx="5" fill="${lighten(cap, 0.3)}"/>`
  return (
    floorShadow(doc, 300, 622, 110, 10) +
    head +
    `<path d="${bottle}" fill="${volume(doc, body)}"/>` +
    label(doc, 258, 420, 84, 110) +
    highlight(250, 370, 9, 220, 0.4)
  )
}

export function mintSprig(x: number, y: number): string {
  let out = line(`M${x} ${y}Q${x + 10} ${y - 60} ${x + 30} ${y - 110}`, '#4f7f5b', 3)
  for (let i = 0; i < 4; i += 1) {
    out += leaf(x + 6 + i * 7, y - 20 - i * 26, 34, -130 + (i % 2) * 100, i % 2 ? '#6fa37a' : '#5b9068')
  }
  return out
}

export function sprayMist(doc: Doc, body: string): string {
  let mist = ''
  for (let i = 0; i < 22; i += 1) {
    const a = (-40 + (i % 11) * 8) * (Math.PI / 180)
    const d = 50 + (i > 10 ? 60 : 20) + (i % 3) * 12
    mist += `<circle cx="${f(380 + Math.cos(a) * d)}" cy="${f(292 + Math.sin(a) * d)}" r="${f(2 + (i % 3))}" fill="#ffffff" opacity=".8"/>`
  }
  return tallBottle(doc, body, '#f3efe9', true) + mist
}
