import { Suspense } from 'react'
import { CartContents } from '@/components/cart/cart-contents'
import { CartListSkeleton } from '@/components/cart/cart-list'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'My Cart',
    description: 'The items in your Fatin shopping bag.',
    path: '/cart',
    noindex: true,
  })

/** The heading is static (app/cart/layout.tsx); the bag comes from the shopper's cookie or account, streamed in. */
export default function CartPage() {
  return (
    <Suspense fallback={<CartListSkeleton />}>
      <CartContents />
    </Suspense>
  )
}
