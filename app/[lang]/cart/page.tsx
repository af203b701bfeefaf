import { Suspense } from 'react'
import { CartContents } from '@/components/cart/cart-contents'
import { CartListSkeleton } from '@/components/cart/cart-list'
import { pageMetadata } from '@/lib/seo'
import { currentLocale } from '@/lib/i18n/server-locale'
import { cartTexts } from '@/components/cart/cart-texts'

export const generateMetadata = () =>
  pageMetadata({
    title: cartTexts.en.title,
    description: cartTexts.en.description,
    ur: { title: cartTexts.ur.title, description: cartTexts.ur.description },
    path: '/cart',
    noindex: true,
  })

/** The heading is static (app/cart/layout.tsx); the bag comes from the shopper's cookie or account, streamed in. */
export default async function CartPage() {
  const locale = await currentLocale()
  return (
    <Suspense fallback={<CartListSkeleton locale={locale} />}>
      <CartContents />
    </Suspense>
  )
}
