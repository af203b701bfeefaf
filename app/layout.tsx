import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { PromoBanner } from '@/components/banner/promo-banner'
import { SiteFooter } from '@/components/footer/site-footer'
import { SiteHeader } from '@/components/header/site-header'
import { Toasts } from '@/components/ui/toasts'
import { site } from '@/data/site'
import { inter, playfair } from '@/lib/fonts'
import { siteUrl } from '@/lib/site-url'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: site.locale, type: 'website' },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = {
  themeColor: '#6b2f4e',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${playfair.variable}`}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[100] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <PromoBanner />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toasts />
      </body>
    </html>
  )
}
