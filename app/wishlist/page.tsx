import { Suspense } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { WishlistContents } from '@/components/wishlist/wishlist-contents'
import { WishlistListSkeleton } from '@/components/wishlist/wishlist-list'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'My Wishlist',
  description: 'The pieces you have saved at Fatin.',
  path: '/wishlist',
  noindex: true,
})

/** The heading is static; the saved items come from the shopper's cookie or account, streamed in. */
export default function WishlistPage() {
  return (
    <>
      <PageHeader title="My Wishlist" path="/wishlist" eyebrow="Saved for later" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Suspense fallback={<WishlistListSkeleton />}>
          <WishlistContents />
        </Suspense>
      </div>
    </>
  )
}
