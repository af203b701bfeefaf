import { Suspense } from 'react'
import { WishlistContents } from '@/components/wishlist/wishlist-contents'
import { WishlistListSkeleton } from '@/components/wishlist/wishlist-list'
import { pageMetadata } from '@/lib/seo'
import { wishlistTexts } from '@/components/wishlist/wishlist-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export const generateMetadata = () =>
  pageMetadata({
    title: wishlistTexts.en.title,
    description: wishlistTexts.en.description,
    ur: { title: wishlistTexts.ur.title, description: wishlistTexts.ur.description },
    path: '/wishlist',
    noindex: true,
  })

/** The heading is static (app/wishlist/layout.tsx); the saved items come from the cookie or account, streamed in. */
export default async function WishlistPage() {
  const locale = await currentLocale()
  return (
    <Suspense fallback={<WishlistListSkeleton locale={locale} />}>
      <WishlistContents />
    </Suspense>
  )
}
