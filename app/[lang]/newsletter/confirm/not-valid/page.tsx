import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { newsletterConfirmTexts } from '@/components/newsletter/newsletter-confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = newsletterConfirmTexts[await currentLocale()]
  return { title: texts.title, robots: { index: false, follow: false } }
}

/**
 * Where proxy.ts rewrites a confirmation link the shop did not sign (lib/newsletter/confirm-link-route.ts):
 * notFound() while prerendering gives the real 404 status; not-found.tsx beside it says what is wrong.
 */
export default function NewsletterConfirmNotValidPage() {
  notFound()
}
