import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { confirmTexts } from '@/components/orders/confirm/confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = confirmTexts[await currentLocale()].page
  return { title: texts.title, robots: { index: false, follow: false } }
}

/**
 * Where proxy.ts rewrites a "Confirm my order" link the shop did not sign (lib/orders/confirmation/
 * confirm-link-route.ts): notFound() while prerendering gives the real 404 status, which the token's page,
 * streamed per request, could not; not-found.tsx beside it says what is wrong and what to do.
 */
export default function ConfirmLinkNotValidPage() {
  notFound()
}
