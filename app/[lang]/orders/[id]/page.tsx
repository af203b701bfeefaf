import type { Metadata } from 'next'
import { Suspense } from 'react'
import { OrderConfirmation, OrderConfirmationSkeleton } from '@/components/orders/order-confirmation'
import { orderTexts } from '@/components/orders/order-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = orderTexts[await currentLocale()].page
  return { title: texts.title, description: texts.description, robots: { index: false, follow: false } }
}

/**
 * An order's confirmation, for its owner only. proxy.ts (lib/auth/gate.ts) sends signed-out visitors to sign
 * in and answers anyone else's order, or an id that names nothing, with a real 404 before this streams. Order
 * ids are not known at build time, so `params` is read inside <Suspense> and the whole body streams per
 * request; the component checks the owner again itself.
 */
export default function OrderPage({ params }: PageProps<'/[lang]/orders/[id]'>) {
  return (
    <Suspense fallback={<OrderConfirmationSkeleton />}>
      <OrderConfirmation params={params} />
    </Suspense>
  )
}
