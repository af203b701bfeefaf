import type { ReactNode } from 'react'
import { PageHeader } from '@/components/content/page-header'

/** The bag's shell: the heading stays when the bag cannot be read (app/cart/error.tsx). */
export default function CartLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="My Cart" path="/cart" eyebrow="Your bag" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </>
  )
}
