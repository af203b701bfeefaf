import Link from '@/components/i18n/locale-link'
import { CartSummary, WishlistSummary } from '@/components/account/dashboard'
import { QuickActions } from '@/components/account/quick-actions'
import { UserAvatar } from '@/components/auth/user-avatar'
import { primaryButton } from '@/components/content/button-styles'
import { OrderHistory } from '@/components/orders/order-history'
import { signInPathFor } from '@/lib/auth/return-path'
import { getCurrentUser } from '@/lib/auth/session'
import { DEFAULT_DISPLAY_NAME, type AppUser } from '@/lib/auth/user'
import { getCartView } from '@/lib/cart/cart-view'
import type { CartView } from '@/lib/cart/cart-view-model'
import { getWishlistView, type WishlistViewItem } from '@/lib/wishlist/wishlist-view'

/**
 * The account page body under its 'My Account' heading. It reads the session, so the page renders it inside <Suspense> with
 * <AccountLoading /> as the fallback.
 */
export async function AccountView() {
  const user = await getCurrentUser()
  if (!user) return <SignedOutNotice />
  const [wishlist, cart] = await Promise.all([getWishlistView(), getCartView()])
  return <AccountDetails user={user} wishlist={wishlist} cart={cart} />
}

export function AccountDetails({
  user,
  wishlist,
  cart,
}: {
  user: AppUser
  wishlist: readonly WishlistViewItem[]
  cart: CartView
}) {
  const name = user.displayName !== DEFAULT_DISPLAY_NAME ? user.displayName : user.email
  const memberSince = user.createdAt
    ? new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(user.createdAt),
      )
    : null
  return (
    <div className="space-y-8">
      <section
        aria-label="Your details"
        className="border-gold-300/50 flex flex-col gap-5 rounded-3xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-8"
      >
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="font-display text-brand-900 truncate text-2xl">{name}</p>
          <dl className="text-ink/75 mt-2 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-ink-muted">Email</dt>
              <dd className="truncate">{user.email}</dd>
            </div>
            {user.phoneNumber && (
              <div className="flex gap-2">
                <dt className="text-ink-muted">Phone</dt>
                <dd>{user.phoneNumber}</dd>
              </div>
            )}
            {memberSince && (
              <div className="flex gap-2">
                <dt className="text-ink-muted">Member since</dt>
                <dd>{memberSince}</dd>
              </div>
            )}
          </dl>
        </div>
      </section>

      <QuickActions
        email={user.email}
        displayName={user.displayName === DEFAULT_DISPLAY_NAME ? '' : user.displayName}
      />

      <div className="grid gap-6 md:grid-cols-2">
        <WishlistSummary items={wishlist} />
        <CartSummary cart={cart} />
      </div>

      <OrderHistory uid={user.id} />
    </div>
  )
}

/** Only reached if the proxy gate ever lets a signed-out visitor through (spec: the page keeps this state). */
function SignedOutNotice() {
  return (
    <div className="border-gold-300/60 mx-auto max-w-md rounded-3xl border bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-ink/80 text-lg">You must be signed in to view this page.</p>
      <Link href={signInPathFor('/account')} className={`${primaryButton} mt-8`}>
        Sign In
      </Link>
    </div>
  )
}

export function AccountLoading() {
  return (
    <div aria-busy="true" className="space-y-8">
      <p role="status" className="text-ink/70">
        Loading account...
      </p>
      <div className="border-gold-300/50 flex animate-pulse items-center gap-5 rounded-3xl border bg-white p-5 sm:p-8">
        <span className="bg-brand-100 size-20 rounded-full" />
        <span className="flex-1 space-y-3">
          <span className="bg-brand-100 block h-6 w-1/2 rounded" />
          <span className="bg-brand-50 block h-4 w-2/3 rounded" />
        </span>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="bg-brand-50 h-48 animate-pulse rounded-3xl" />
        <div className="bg-brand-50 h-48 animate-pulse rounded-3xl" />
      </div>
    </div>
  )
}
