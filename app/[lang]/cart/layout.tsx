import type { ReactNode } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { cartTexts } from '@/components/cart/cart-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { SHELL_BODY_HEIGHT } from '@/components/personal/shell-body'

/** The bag's shell: the heading stays while the bag loads or cannot be read (components/cart/cart-from-server.tsx). */
export default async function CartLayout({ children }: { children: ReactNode }) {
  const texts = await getTexts(cartTexts)
  return (
    <>
      <PageHeader title={texts.title} path="/cart" eyebrow={texts.eyebrow} />
      <div className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 ${SHELL_BODY_HEIGHT}`}>
        {children}
      </div>
    </>
  )
}
