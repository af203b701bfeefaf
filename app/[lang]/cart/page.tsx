import { NeedsScriptNote } from '@/components/personal/needs-script-note'
import { CartFromServer } from '@/components/cart/cart-from-server'
import { cartTexts } from '@/components/cart/cart-texts'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: cartTexts.en.title,
    description: cartTexts.en.description,
    ur: { title: cartTexts.ur.title, description: cartTexts.ur.description },
    path: '/cart',
    noindex: true,
  })

/**
 * A static shell, the same for everyone (lib/routing/personal-shells.ts): the heading is in
 * app/[lang]/cart/layout.tsx, and the browser fills in the bag from GET /api/cart.
 */
export default function CartPage() {
  return (
    <>
      <NeedsScriptNote />
      <CartFromServer />
    </>
  )
}
