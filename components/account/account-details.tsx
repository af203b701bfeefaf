import Link from '@/components/i18n/locale-link'
import { CartSummary, WishlistSummary } from '@/components/account/dashboard'
import { QuickActions } from '@/components/account/quick-actions'
import { UserAvatar } from '@/components/auth/user-avatar'
import { primaryButton } from '@/components/content/button-styles'
import { signInPathFor } from '@/lib/auth/return-path'
import { DEFAULT_DISPLAY_NAME } from '@/lib/auth/user'
import type { AccountPageData } from '@/lib/account/account-page-data'
import { OrderHistoryList } from '@/components/orders/order-history-list'
import type { Locale } from '@/lib/i18n/locales'
import { LanguageForm } from '@/components/account/language-form'
import { formatMonthYear } from '@/lib/format/date'
import { accountTexts } from './account-texts'
import { AddressBookSection } from './address-book'

/** The account page's markup, given its data (lib/account/account-page-data.ts), rendered in the browser. */
export function AccountDetails({
  user,
  wishlist,
  cart,
  orders,
  addressBook,
  locale = 'en',
}: AccountPageData & { locale?: Locale }) {
  const texts = accountTexts[locale]
  const name = user.displayName !== DEFAULT_DISPLAY_NAME ? user.displayName : user.email
  const memberSince = user.createdAt ? formatMonthYear(user.createdAt, locale) : null
  return (
    <div className="space-y-8">
      <section
        aria-label={texts.details}
        className="border-gold-300/50 flex flex-col gap-5 rounded-3xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-8"
      >
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="font-display text-brand-900 truncate text-2xl">{name}</p>
          <dl className="text-ink/75 mt-2 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-ink-muted">{texts.email}</dt>
              <dd dir="ltr" className="truncate">
                {user.email}
              </dd>
            </div>
            {user.phoneNumber && (
              <div className="flex gap-2">
                <dt className="text-ink-muted">{texts.phone}</dt>
                <dd dir="ltr">{user.phoneNumber}</dd>
              </div>
            )}
            {memberSince && (
              <div className="flex gap-2">
                <dt className="text-ink-muted">{texts.memberSince}</dt>
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

      <LanguageForm language={user.language} />

      <div className="grid gap-6 md:grid-cols-2">
        <WishlistSummary items={wishlist} locale={locale} />
        <CartSummary cart={cart} locale={locale} />
      </div>

      <OrderHistoryList orders={orders} locale={locale} />

      <AddressBookSection book={addressBook} locale={locale} />
    </div>
  )
}

/**
 * Signed out while the page was open (or the proxy gate let a signed-out visitor through while Auth was
 * down): the spec's signed-out state, with the way back in.
 */
export function SignedOutNotice({ locale = 'en' }: { locale?: Locale }) {
  const texts = accountTexts[locale]
  return (
    <div className="border-gold-300/60 mx-auto max-w-md rounded-3xl border bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-ink/80 text-lg">{texts.signedOut}</p>
      <Link href={signInPathFor('/account')} className={`${primaryButton} mt-8`}>
        {texts.signIn}
      </Link>
    </div>
  )
}

export function AccountLoading({ locale = 'en' }: { locale?: Locale }) {
  // Shaped like AccountDetails, part for part and about as tall, so nothing below moves when it arrives.
  const bar = 'bg-brand-100 block rounded'
  const card = 'border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6'
  return (
    <div aria-busy="true" className="animate-pulse space-y-8 motion-reduce:animate-none">
      <p role="status" className="sr-only">
        {accountTexts[locale].loading}
      </p>
      <div className="border-gold-300/50 flex flex-col gap-5 rounded-3xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-8">
        <span className="bg-brand-100 size-20 shrink-0 rounded-full" />
        <span className="flex-1 space-y-3">
          <span className={`${bar} h-7 w-1/2`} />
          <span className={`${bar} h-4 w-2/3`} />
          <span className={`${bar} h-4 w-1/3`} />
        </span>
      </div>
      <div>
        <span className={`${bar} h-7 w-40`} />
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <span key={index} className="bg-brand-50 block h-12 rounded-full" />
          ))}
        </div>
      </div>
      <div className={card}>
        <span className={`${bar} h-7 w-32`} />
        <span className={`${bar} mt-2 h-4 w-3/4`} />
        <span className="bg-brand-50 mt-4 block h-12 rounded-full" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="bg-brand-50 h-56 rounded-3xl" />
        <div className="bg-brand-50 h-56 rounded-3xl" />
      </div>
      <div className="bg-brand-50 h-64 rounded-3xl" />
    </div>
  )
}
