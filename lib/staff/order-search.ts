import { normalizePakistaniMobile } from '@/lib/checkout/address-schema'
import { toLatinDigits } from '@/lib/format/latin-digits'
import {
  emailKey,
  type LookupKey,
  MOBILE_END_DIGITS,
  mobileEndKey,
  mobileKey,
  numberKey,
  searchableWords,
  wordKey,
} from '@/lib/orders/lookup/search-keys'

/**
 * What staff typed in the search box, understood as one of the ways a shopper identifies an order on the
 * phone: its number (FT-1A2B3C4D), the mobile number on the delivery address (any way Pakistanis write it) or
 * its last digits, the e-mail, or words of the name or city ("Ayesha", "Lahore", "Ayesha Lahore").
 */
export type OrderSearch =
  | { kind: 'number'; idPrefix: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'mobile-end'; digits: string }
  | { kind: 'email'; email: string }
  | { kind: 'words'; words: string[] }
  | { kind: 'unrecognised' }

/**
 * A number read out on the phone or pasted from a mail app: 'FT 1AFA9216', 'FT–1AFA 9216' (a typographic dash,
 * a space in the middle). Only with its FT, since eight digits with a space may be the end of a mobile.
 */
const SPACED_NUMBER = /^FT[\s\-\u2010-\u2015\u2212]*([0-9a-f]{4})[\s\-\u2010-\u2015\u2212]*([0-9a-f]{4})$/i

export function parseOrderSearch(raw: string): OrderSearch {
  const text = raw.trim()
  const number = /^(?:FT-?)?([0-9a-f]{8})$/i.exec(text) ?? SPACED_NUMBER.exec(text)
  if (number?.[1]) return { kind: 'number', idPrefix: (number[1] + (number[2] ?? '')).toLowerCase() }
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() }
  const mobile = normalizePakistaniMobile(text)
  if (mobile) return { kind: 'mobile', mobile }
  const digits = toLatinDigits(text).replace(/[\s-]/g, '')
  if (new RegExp(`^\\d{${MOBILE_END_DIGITS.min},${MOBILE_END_DIGITS.max}}$`).test(digits)) {
    return { kind: 'mobile-end', digits }
  }
  const words = searchableWords(text)
  if (words.length > 0) return { kind: 'words', words }
  return { kind: 'unrecognised' }
}

/** Whether an order's name and city hold every word searched (the query itself found the first). */
export function matchesWords(search: OrderSearch, order: { address: { fullName: string; city: string } }) {
  if (search.kind !== 'words') return true
  const found = new Set(searchableWords(`${order.address.fullName} ${order.address.city}`))
  return search.words.every((word) => found.has(word))
}

/** The order's `lookup` key this search looks for (lib/orders/lookup/search-keys.ts); null when there is none. */
export function searchKey(search: OrderSearch): LookupKey | null {
  switch (search.kind) {
    case 'number':
      return numberKey(search.idPrefix)
    case 'mobile':
      return mobileKey(search.mobile)
    case 'email':
      return emailKey(search.email)
    case 'mobile-end':
      return mobileEndKey(search.digits)
    case 'words':
      return search.words[0] ? wordKey(search.words[0]) : null
    case 'unrecognised':
      return null
  }
}
