import { NeedsScriptNote } from '@/components/personal/needs-script-note'
import { WishlistFromServer } from '@/components/wishlist/wishlist-from-server'
import { wishlistTexts } from '@/components/wishlist/wishlist-texts'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: wishlistTexts.en.title,
    description: wishlistTexts.en.description,
    ur: { title: wishlistTexts.ur.title, description: wishlistTexts.ur.description },
    path: '/wishlist',
    noindex: true,
  })

/**
 * A static shell, the same for everyone (lib/routing/personal-shells.ts): the heading is in
 * app/[lang]/wishlist/layout.tsx, and the browser fills in the saved products from GET /api/wishlist.
 */
export default function WishlistPage() {
  return (
    <>
      <NeedsScriptNote />
      <WishlistFromServer />
    </>
  )
}
