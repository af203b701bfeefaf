'use client'

import { usePathname } from 'next/navigation'
import { Suspense, type MouseEvent } from 'react'
import { splitLocalePath } from '@/lib/i18n/locale-path'
import { LOCALE_SETTINGS } from '@/lib/i18n/locales'
import { useLocale } from './locale-context'

/** A request-time listing is served from an internal /filtered route; the shopper's URL has no such segment. */
const INTERNAL_SEGMENT = /\/filtered$/

const switchHref = (to: string, path: string) => `/api/language?to=${to}&path=${encodeURIComponent(path)}`

/**
 * The language switch (header and mobile menu): the same page in the other language, named in that language
 * ("اردو" on English pages, "English" on Urdu ones). A plain link to /api/language, which remembers the
 * choice and redirects, so it works before JavaScript; a click sends the query string along too (the
 * prerendered link cannot know it).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  // The path is known at build time on catalogue pages; on pages whose path is only known per request
  // (/orders/{id}), the link starts out naming the home page and a click still reads the real address.
  return (
    <Suspense fallback={<SwitchLink path="/" className={className} />}>
      <SwitchAtPath className={className} />
    </Suspense>
  )
}

function SwitchAtPath({ className }: { className: string }) {
  const path = splitLocalePath(usePathname() || '/').path.replace(INTERNAL_SEGMENT, '')
  return <SwitchLink path={path} className={className} />
}

function SwitchLink({ path, className }: { path: string; className: string }) {
  const locale = useLocale()
  const target = locale === 'en' ? 'ur' : 'en'
  const settings = LOCALE_SETTINGS[target]

  const withQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    window.location.assign(switchHref(target, `${window.location.pathname}${window.location.search}`))
  }

  return (
    <a
      href={switchHref(target, path)}
      hrefLang={settings.htmlLang}
      lang={settings.htmlLang}
      onClick={withQuery}
      className={className}
    >
      {settings.name}
    </a>
  )
}
