import 'server-only'
import { loadAppUser } from '@/lib/auth/session'
import { DEFAULT_DISPLAY_NAME } from '@/lib/auth/user'
import { cartViewOf, getCartView } from '@/lib/cart/cart-view'
import type { CartViewLine } from '@/lib/cart/cart-view-model'
import { formatPakistaniMobile, normalizePakistaniMobile } from '@/lib/checkout/address-schema'
import { newCheckoutKey } from '@/lib/checkout/checkout-key'
import { figuresOf } from '@/lib/checkout/price-order'
import { lineIn } from '@/lib/i18n/catalogue-text'
import type { Locale } from '@/lib/i18n/locales'
import { readCheckoutDocs } from './checkout-docs'
import { pageViewUid } from '@/lib/shopper/current-shopper'
import type { CheckoutView, CheckoutViewLine } from './checkout-view-types'
import { readAddressBook } from '@/lib/address-book/address-book-store'
import { checkoutAddress } from '@/lib/address-book/saved-address'
import { adminDb } from '@/lib/firebase/admin'

/**
 * Everything the checkout form shows for this shopper (GET /api/checkout): the bag in the page's language
 * with live stock, its figures, the account's name and mobile, and a fresh idempotency key.
 *
 * Showing the form changes nothing: this reads with a page-view session, and placing the order checks the
 * session afresh (lib/orders/actions.ts, lib/checkout/actions.ts).
 */
export async function readCheckoutView(locale: Locale): Promise<CheckoutView> {
  const uid = await pageViewUid()
  const [{ view, user, orderCount, book }, idempotencyKey] = await Promise.all([
    uid ? readSignedIn(uid) : { view: await getCartView(), user: null, orderCount: 0, book: null },
    newCheckoutKey(),
  ])
  const lines = view.lines.map((line) => summaryLine(lineIn(locale, line)))
  const mobile = user?.phoneNumber ? normalizePakistaniMobile(user.phoneNumber) : null
  const saved = book ? checkoutAddress(book) : null
  return {
    // Guests check out too (their e-mail is asked for in the form); an account may sign in first.
    guest: !view.signedIn,
    lines,
    itemCount: view.itemCount,
    pricing: figuresOf(view.pricing),
    canCheckout: view.canCheckout,
    problems: lines.flatMap(({ key, name, problem }) => (problem ? [{ key, name, problem }] : [])),
    firstOrder: orderCount === 0,
    // Her saved address (the default, else the last she ordered to), else the account's name and mobile.
    defaults: saved
      ? {
          fullName: saved.fullName,
          mobile: formatPakistaniMobile(saved.mobile),
          address: saved.address,
          city: saved.city,
          province: saved.province,
          postalCode: saved.postalCode ?? '',
        }
      : {
          fullName: user && user.displayName !== DEFAULT_DISPLAY_NAME ? user.displayName : '',
          mobile: mobile ? formatPakistaniMobile(mobile) : '',
          address: '',
          city: '',
          province: '',
          postalCode: '',
        },
    idempotencyKey,
  }
}

/**
 * A signed-in shopper's part: the account's documents in one round trip (lib/checkout/checkout-docs.ts), then
 * the bag's live stock and the Auth record (remembered from the session check) side by side.
 */
async function readSignedIn(uid: string) {
  const { profile, cart, orderCount } = await readCheckoutDocs(uid)
  const [view, user, book] = await Promise.all([
    cartViewOf(uid, cart),
    loadAppUser(uid, { profile }),
    readAddressBook(adminDb(), uid),
  ])
  return { view, user, orderCount, book }
}

/** Only what the summary draws: the bag page's stepper limits and colour swatches stay on the server. */
function summaryLine(line: CartViewLine): CheckoutViewLine {
  const { key, href, name, image, color, size, quantity, unitPrice, lineTotal, problem } = line
  return { key, href, name, image, color, size, quantity, unitPrice, lineTotal, problem }
}
