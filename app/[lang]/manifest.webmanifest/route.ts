import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales'
import { webAppManifest } from '@/lib/offline/web-app-manifest'

/** Both languages' manifests are written at build time: /manifest.webmanifest and /ur/manifest.webmanifest. */
export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }))
}

/** The web app manifest in the page's language (lib/offline/web-app-manifest.ts), linked by the root layout. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  return new Response(JSON.stringify(webAppManifest(isLocale(lang) ? lang : DEFAULT_LOCALE)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  })
}
