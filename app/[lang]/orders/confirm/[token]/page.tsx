import type { Metadata } from 'next'
import { ConfirmLinkPage } from '@/components/orders/confirm/confirm-link-page'
import { confirmTexts } from '@/components/orders/confirm/confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = confirmTexts[await currentLocale()].page
  // The link carries a token: never indexed, and the page renders per request (private, no-store).
  return { title: texts.title, robots: { index: false, follow: false } }
}

/**
 * Rendered whole per request, with no static shell: the order's summary and its button are in the HTML as
 * sent, so a phone without JavaScript shows them (streamed, they would wait in a hidden element for a script).
 */
export const instant = false

/**
 * The "Confirm my order" link from the order-received e-mail. Open without signing in (lib/auth/gate.ts):
 * the signed token is the proof. Opening it changes nothing; only the button's POST confirms.
 */
export default function ConfirmOrderLinkPage({ params }: PageProps<'/[lang]/orders/confirm/[token]'>) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <ConfirmLinkPage params={params} />
      </div>
    </div>
  )
}
