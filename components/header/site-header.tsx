import Link from '@/components/i18n/locale-link'
import { Suspense } from 'react'
import { UserMenu, UserSlotPlaceholder } from '@/components/auth/user-menu'
import { site } from '@/data/site'
import { LanguageSwitch } from '@/components/i18n/language-switch'
import { HeaderBadges } from './header-badges'
import { DesktopNav } from './desktop-nav'
import { HeaderShell } from './header-shell'
import { MobileMenu } from './mobile-menu'
import { SearchBox } from './search-box'
import type { CategoryGroup } from '@/data/schemas'
import { GROUP_NAMES, productNameIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { suggestionsIn } from '@/lib/search'

export async function SiteHeader() {
  const locale = await currentLocale()
  const suggestions = suggestionsIn(
    locale,
    (id, english) => productNameIn(locale, id, english),
    (group) => GROUP_NAMES[locale][group.toLowerCase() as CategoryGroup],
  )
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4 lg:h-[4.5rem] lg:gap-6 lg:px-8">
        <MobileMenu suggestions={suggestions} />
        <Link
          href="/"
          className="font-display text-brand-900 hover:text-brand-700 rounded-md px-1 text-[1.75rem] leading-none font-semibold tracking-wide transition-colors"
        >
          {site.name}
        </Link>
        <DesktopNav />
        <div className="ms-auto flex items-center gap-0.5 lg:gap-1">
          <SearchBox suggestions={suggestions} className="me-2 hidden w-44 lg:block xl:w-64" />
          {/* The only personal parts of the header: static in the HTML, filled in by the browser. */}
          <LanguageSwitch className="text-brand-700 hover:bg-brand-50 hidden h-11 items-center rounded-full px-3 text-sm font-medium lg:inline-flex" />
          <HeaderBadges />
          {/* Suspense only for routes whose path is known at request time (/orders/[id]): the menu follows
              the path to refresh after signing in. Everywhere else it is in the prerendered HTML. */}
          <Suspense fallback={<UserSlotPlaceholder />}>
            <UserMenu />
          </Suspense>
        </div>
      </div>
    </HeaderShell>
  )
}
