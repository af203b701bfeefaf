import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { lang } from 'next/root-params'
import { Suspense, type ReactNode } from 'react'
import { PromoBanner } from '@/components/banner/promo-banner'
import { CampaignLanding } from '@/components/campaigns/campaign-landing'
import { SiteFooter } from '@/components/footer/site-footer'
import { SiteHeader } from '@/components/header/site-header'
import { LocaleProvider } from '@/components/i18n/locale-context'
import { LinkNavigation } from '@/components/links/link-navigation'
import { NotePageForWorker } from '@/components/offline/note-page-for-worker'
import { OfflineNotice } from '@/components/offline/offline-notice'
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration'
import { EarlySubmitGuard } from '@/components/ui/early-submit-guard'
import { Toasts } from '@/components/ui/toasts'
import { site } from '@/data/site'
import { latinFontVariables, nastaliq } from '@/lib/fonts'
import { layoutTexts } from '@/lib/i18n/layout-texts'
import { holdCatalogueLifetime } from '@/lib/routing/catalogue-lifetime'
import { isLocale, LOCALE_SETTINGS, LOCALES } from '@/lib/i18n/locales'
import { siteUrl } from '@/lib/site-url'
import { localePath } from '@/lib/i18n/locale-path'
import { APP_THEME_COLOR } from '@/lib/offline/web-app-manifest'
import '../globals.css'

/** Both languages are prerendered: every page below exists at /... (English) and /ur/... (Urdu). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ lang: locale }))
}

/**
 * The page's language. Any other first segment reaches here only on a path the proxy lets by unread
 * (/api/…, /_next/…, /l/…: lib/i18n/locale-routing.ts) that names no file or route: no page, so a 404,
 * never a page served outside the proxy's gate and cache rules.
 */
async function pageLocale() {
  const value = await lang()
  if (!isLocale(value)) notFound()
  return value
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale()
  const texts = layoutTexts[locale]
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name} | ${texts.tagline}`, template: `%s | ${site.name}` },
    description: texts.description,
    applicationName: site.name,
    // Installable in her language (lib/offline/web-app-manifest.ts).
    manifest: localePath(locale, '/manifest.webmanifest'),
    openGraph: { siteName: site.name, locale: LOCALE_SETTINGS[locale].openGraph, type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: APP_THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  await holdCatalogueLifetime()
  const locale = await pageLocale()
  const settings = LOCALE_SETTINGS[locale]
  const texts = layoutTexts[locale]
  // The Nastaliq face is only named on Urdu pages, so English pages never download it.
  const fonts = [latinFontVariables, locale === 'ur' ? nastaliq.variable : ''].join(' ')
  return (
    <html lang={settings.htmlLang} dir={settings.dir} className={fonts.trim()}>
      <body className="flex min-h-screen flex-col">
        <EarlySubmitGuard />
        <NotePageForWorker />
        <LocaleProvider locale={locale}>
          <a
            href="#main"
            className="sr-only z-[100] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {texts.skipToContent}
          </a>
          <PromoBanner />
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Toasts />
          <OfflineNotice />
          <LinkNavigation />
          <CampaignLanding />
          {/* It follows the path, which a route with a request-time path only knows at request time. */}
          <Suspense fallback={null}>
            <ServiceWorkerRegistration />
          </Suspense>
        </LocaleProvider>
      </body>
    </html>
  )
}
