import 'server-only'
import { getCurrentUser } from '@/lib/auth/session'
import type { AppUser } from '@/lib/auth/user'
import { getCartView } from '@/lib/cart/cart-view'
import type { CartView } from '@/lib/cart/cart-view-model'
import { lineIn } from '@/lib/i18n/catalogue-text'
import type { Locale } from '@/lib/i18n/locales'
import { listOrders } from '@/lib/orders/order-reads'
import type { Order } from '@/lib/orders/order-doc'
import { shopperOrderView } from '@/lib/orders/shopper-order-view'
import { getWishlistView, type WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import { readAddressBook } from '@/lib/address-book/address-book-store'
import { adminDb } from '@/lib/firebase/admin'

/** Everything the account page shows about the shopper, in the page's language. */
export type AccountPageData = {
  user: AppUser
  wishlist: WishlistViewItem[]
  cart: CartView
  /** Newest first, as her browser may read them (lib/orders/shopper-order-view.ts). */
  orders: Order[]
  /** Her saved delivery addresses (lib/address-book/saved-address.ts). */
  addressBook: AddressBookView
}

/** The address book as the page draws it: plain data. */
export type AddressBookView = {
  addresses: {
    id: string
    fullName: string
    mobile: string
    address: string
    city: string
    province: string
    postalCode: string | null
  }[]
  defaultId: string | null
}

/**
 * The account page's data for GET /api/account, or null when nobody is signed in. The session is checked
 * afresh (revocation included), never from a recently read record: this answer lists the shopper's orders.
 * Product names come in the page's language here, so the browser never needs the Urdu catalogue.
 */
export async function readAccountPage(locale: Locale): Promise<AccountPageData | null> {
  const user = await getCurrentUser()
  if (!user) return null
  const [wishlist, cart, orders, addressBook] = await Promise.all([
    getWishlistView(),
    getCartView(),
    listOrders(user.id),
    readAddressBook(adminDb(), user.id),
  ])
  return {
    user,
    wishlist: wishlist.map((item) => lineIn(locale, item)),
    cart: { ...cart, lines: cart.lines.map((line) => lineIn(locale, line)) },
    orders: orders.map(shopperOrderView),
    addressBook,
  }
}
