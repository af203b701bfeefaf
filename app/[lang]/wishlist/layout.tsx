import type { ReactNode } from 'react'
import { PageHeader } from '@/components/content/page-header'

/** The wishlist's shell: the heading stays when the list cannot be read (app/wishlist/error.tsx). */
export default function WishlistLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="My Wishlist" path="/wishlist" eyebrow="Saved for later" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </>
  )
}
