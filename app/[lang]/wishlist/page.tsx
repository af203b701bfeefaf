import { Suspense } from 'react'
import { WishlistContents } from '@/components/wishlist/wishlist-contents'
import { WishlistListSkeleton } from '@/components/wishlist/wishlist-list'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'My Wishlist',
    description: 'The pieces you have saved at Fatin.',
    path: '/wishlist',
    noindex: true,
  })

/** The heading is static (app/wishlist/layout.tsx); the saved items come from the cookie or account, streamed in. */
export default function WishlistPage() {
  return (
    <Suspense fallback={<WishlistListSkeleton />}>
      <WishlistContents />
    </Suspense>
  )
}
