/** The site icon (app/icon.svg). */
import { GOLD, PLUM_DEEP, PLUM_LIGHT } from '../palette'
import { Doc } from '../svg-doc'
import { archPath } from './props'

export function iconSvg(): string {
  const doc = new Doc()
  const body =
    `<rect width="64" height="64" rx="14" fill="${doc.linear([
      [0, PLUM_LIGHT],
      [1, PLUM_DEEP],
    ])}"/>` +
    `<path d="${archPath(32, 12, 54, 15)}" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M34 22A10 10 0 1 0 41 37A8 8 0 1 1 34 22Z" fill="${GOLD}"/>`
  return doc.render(64, 64, body)
}
