import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { backInStockTexts } from '@/components/product/back-in-stock-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = backInStockTexts[await currentLocale()].confirm
  return { title: texts['not-valid'].title, robots: { index: false, follow: false } }
}

/**
 * Where proxy.ts rewrites a "tell me when it's back" link the shop did not sign
 * (lib/stock/back-in-stock/alert-link-route.ts): notFound() while prerendering gives the real 404 status;
 * not-found.tsx beside it says what is wrong.
 */
export default function StockAlertConfirmNotValidPage() {
  notFound()
}
