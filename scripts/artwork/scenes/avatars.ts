/** Testimonial avatars. */
import type { Product } from '../../../data/schemas'
import { lighten } from '../colour'
import { PLUM, SKIN_TONES } from '../palette'
import { rng } from '../random'
import { Doc } from '../svg-doc'
import { drawScarfBust } from '../textiles/scarf-bust'
import { productById } from './place-product'

const AVATAR_LOOKS: Record<string, { hijab: string; tone: string; skin: string }> = {
  ayesha: { hijab: '#6e1f35', tone: '#f1dfe3', skin: SKIN_TONES[1] },
  fatima: { hijab: '#d8c3a5', tone: '#e6e0ef', skin: SKIN_TONES[4] },
  mahnoor: { hijab: '#1f6b52', tone: '#f3e6d6', skin: SKIN_TONES[2] },
  zainab: { hijab: '#1f2b4a', tone: '#efe2e8', skin: SKIN_TONES[0] },
}

export function avatarSvg(key: string): string {
  const look = AVATAR_LOOKS[key] ?? { hijab: PLUM, tone: '#f1dfe3', skin: SKIN_TONES[0] }
  const doc = new Doc()
  const stub: Product = { ...productById(904), name: 'Avatar Hijab', colors: [] }
  const r = rng(key.length * 31 + look.hijab.charCodeAt(2))
  // drawScarfBust picks the skin tone from the seed; swap in the chosen tone afterwards for a stable look.
  let bust = drawScarfBust(doc, stub, look.hijab, r)
  for (const tone of SKIN_TONES) bust = bust.split(tone).join(look.skin)
  const body = `<rect x="100" y="130" width="400" height="400" fill="${look.tone}"/><circle cx="300" cy="330" r="170" fill="${lighten(look.tone, 0.5)}"/>${bust}`
  return doc.render(200, 200, body, '100 130 400 400')
}
