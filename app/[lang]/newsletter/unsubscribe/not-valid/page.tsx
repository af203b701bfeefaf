import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { newsletterUnsubscribeTexts } from '@/components/newsletter/newsletter-unsubscribe-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = newsletterUnsubscribeTexts[await currentLocale()]
  return { title: texts.title, robots: { index: false, follow: false } }
}

/**
 * Where proxy.ts rewrites an unsubscribe link the shop did not sign (lib/newsletter/unsubscribe-link-route.ts):
 * notFound() while prerendering gives the real 404 status, which the token's page, rendered per request,
 * could not; not-found.tsx beside the route says what is wrong and what to do.
 */
export default function NewsletterUnsubscribeNotValidPage() {
  notFound()
}
