import type { ReactNode } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { wishlistTexts } from '@/components/wishlist/wishlist-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { SHELL_BODY_HEIGHT } from '@/components/personal/shell-body'

/** The wishlist's shell: the heading stays while the list loads or cannot be read (wishlist-from-server.tsx). */
export default async function WishlistLayout({ children }: { children: ReactNode }) {
  const texts = await getTexts(wishlistTexts)
  return (
    <>
      <PageHeader title={texts.title} path="/wishlist" eyebrow={texts.eyebrow} />
      <div className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 ${SHELL_BODY_HEIGHT}`}>
        {children}
      </div>
    </>
  )
}
