import { normalizePakistaniMobile } from '@/lib/checkout/address-schema'
import { emailKey, type LookupKey, mobileKey, numberKey } from '@/lib/orders/lookup/search-keys'

/**
 * What staff typed in the search box, understood as one of the three ways a shopper identifies an order on
 * the phone: its number (FT-1A2B3C4D, the first 8 hex digits of the id; lib/orders order-format), the
 * mobile number on the delivery address (any way Pakistanis write it), or the account's e-mail.
 */
export type OrderSearch =
  | { kind: 'number'; idPrefix: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'email'; email: string }
  | { kind: 'unrecognised' }

export function parseOrderSearch(raw: string): OrderSearch {
  const text = raw.trim()
  const number = /^(?:FT-?)?([0-9a-f]{8})$/i.exec(text)
  if (number?.[1]) return { kind: 'number', idPrefix: number[1].toLowerCase() }
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() }
  const mobile = normalizePakistaniMobile(text)
  if (mobile) return { kind: 'mobile', mobile }
  return { kind: 'unrecognised' }
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
    case 'unrecognised':
      return null
  }
}
