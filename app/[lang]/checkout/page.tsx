import { NeedsScriptNote } from '@/components/personal/needs-script-note'
import { CheckoutBody } from '@/components/checkout/checkout-body'
import { pageMetadata } from '@/lib/seo'
import { checkoutTexts } from '@/components/checkout/checkout-texts'

export const generateMetadata = () =>
  pageMetadata({
    title: checkoutTexts.en.title,
    description: checkoutTexts.en.description,
    ur: { title: checkoutTexts.ur.title, description: checkoutTexts.ur.description },
    path: '/checkout',
    noindex: true,
  })

/**
 * A static page, prerendered once per language and the same for every visitor: the heading is in the layout
 * (app/checkout/layout.tsx), and the form, which needs the session, the bag and a fresh idempotency key, is
 * filled in by the browser from GET /api/checkout behind a skeleton. Guests check out too.
 */
export default function CheckoutPage() {
  return (
    <>
      <NeedsScriptNote />
      <CheckoutBody />
    </>
  )
}
