import { notFound, redirect } from 'next/navigation'
import { signInPathFor } from '@/lib/auth/return-path'
import { currentUid } from '@/lib/shopper/current-shopper'
import { getViewableOrder } from '@/lib/orders/orders'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { OrderDetails } from './order-details'
import { orderTexts } from './order-texts'
import { accountEmailVerified } from '@/lib/orders/confirmation/confirming-account'

/** Whether the signed-in viewer is the account that placed the order, with its address verified. */
async function mayConfirmOwnOrder(ownerUid: string): Promise<boolean> {
  return (await currentUid()) === ownerUid && (await accountEmailVerified(ownerUid))
}

/**
 * /orders/{id} for its owner, or for a guest order the browser holding its proof. Request-time (the session,
 * the proof cookie and Firestore), so the page renders it inside <Suspense>. Anyone else gets the 404 screen,
 * whether the order exists or not, so ids reveal nothing; a signed-out visitor is asked to sign in first.
 */
export async function OrderConfirmation({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const order = await getViewableOrder(id)
  if (order) {
    const locale = await currentLocale()
    const shown = { ...order, lines: order.lines.map((line) => lineIn(locale, line)) }
    const confirmHere =
      order.status === 'placed' && order.uid !== null && (await mayConfirmOwnOrder(order.uid))
    return <OrderDetails order={shown} locale={locale} confirmHere={confirmHere} />
  }
  if (!(await currentUid())) redirect(signInPathFor(`/orders/${encodeURIComponent(id)}`))
  notFound()
}

export async function OrderConfirmationSkeleton() {
  const texts = await getTexts(orderTexts)
  return (
    <div aria-busy="true" className="space-y-8">
      <p role="status" className="text-ink/70 text-center">
        {texts.loading}
      </p>
      <div className="bg-brand-50 mx-auto h-10 w-2/3 animate-pulse rounded-xl" />
      <div className="bg-brand-50 h-24 animate-pulse rounded-3xl" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
        <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
      </div>
    </div>
  )
}
