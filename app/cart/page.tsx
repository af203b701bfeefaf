import { Suspense } from 'react'
import { CartContents } from '@/components/cart/cart-contents'
import { CartListSkeleton } from '@/components/cart/cart-list'
import { PageHeader } from '@/components/content/page-header'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'My Cart',
  description: 'The items in your Fatin shopping bag.',
  path: '/cart',
  noindex: true,
})

/** The heading is static; the bag itself comes from the shopper's cookie or account, streamed in. */
export default function CartPage() {
  return (
    <>
      <PageHeader title="My Cart" path="/cart" eyebrow="Your bag" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Suspense fallback={<CartListSkeleton />}>
          <CartContents />
        </Suspense>
      </div>
    </>
  )
}
