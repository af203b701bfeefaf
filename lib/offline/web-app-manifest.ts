import { site } from '@/data/site'
import { layoutTexts } from '@/lib/i18n/layout-texts'
import { localePath } from '@/lib/i18n/locale-path'
import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'

/** The installed shop's colours: the page's ivory behind the splash, the brand's plum in the phone's bars. */
export const APP_BACKGROUND_COLOR = '#fbf8f3'
export const APP_THEME_COLOR = '#6b2f4e'

/** The icons written by scripts/build-app-icons.ts from app/icon.svg (public/icons). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/** The web app manifest in one language: the same app (one id), opening on the home page in that language. */
export function webAppManifest(locale: Locale) {
  const texts = layoutTexts[locale]
  return {
    id: '/',
    name: `${site.name}: ${texts.tagline}`,
    short_name: site.name,
    description: texts.description,
    lang: LOCALE_SETTINGS[locale].htmlLang,
    dir: LOCALE_SETTINGS[locale].dir,
    start_url: localePath(locale, '/'),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_THEME_COLOR,
    icons: APP_ICONS,
  }
}
