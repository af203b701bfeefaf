import Link from '@/components/i18n/server-locale-link'
import { Suspense } from 'react'
import { UserMenu, UserSlotPlaceholder } from '@/components/auth/user-menu'
import { site } from '@/data/site'
import { LanguageSwitch } from '@/components/i18n/language-switch'
import { HeaderBadges } from './header-badges'
import { DesktopNav } from './desktop-nav'
import { DesktopSaleLink, desktopMenus } from './desktop-nav-links'
import { HeaderShell } from './header-shell'
import { MobileMenu } from './mobile-menu'
import { MobileSearch } from './mobile-search'
import { SearchBox } from './search-box'
import { navMenus } from '@/data/navigation'
import { navMenusIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function SiteHeader() {
  const locale = await currentLocale()
  // Translated here, on the server: the menus are client components, and the Urdu catalogue words behind
  // navMenusIn (every product's name and description) would otherwise ship in every page's JavaScript.
  const menus = navMenusIn(locale, navMenus)
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4 lg:h-[4.5rem] lg:gap-4 lg:px-8 xl:gap-6">
        <MobileMenu menus={menus} />
        <Link
          href="/"
          className="font-display text-brand-900 hover:text-brand-700 rounded-md px-1 text-[1.75rem] leading-none font-semibold tracking-wide transition-colors"
        >
          {site.name}
        </Link>
        <DesktopNav menus={desktopMenus(menus)} saleLink={<DesktopSaleLink locale={locale} />} />
        {/* A grid with fixed tracks, not a row that grows as its items arrive: a slow phone paints the page
            before the whole header is parsed, and the search box must not slide over as the icons after it
            come in. One track per item shown: the search icon and the icons on phones, search and language
            from lg on. */}
        <div className="ms-auto grid grid-flow-col grid-cols-[repeat(4,2.75rem)] items-center gap-0.5 lg:grid-cols-[10.5rem_4.5rem_repeat(3,2.75rem)] lg:gap-1 xl:grid-cols-[16.5rem_4.5rem_repeat(3,2.75rem)]">
          <MobileSearch />
          <SearchBox className="me-2 hidden w-40 lg:block xl:w-64" />
          {/* The only personal parts of the header: static in the HTML, filled in by the browser. */}
          <LanguageSwitch className="text-brand-700 hover:bg-brand-50 hidden h-11 items-center justify-center rounded-full px-2 text-sm font-medium lg:inline-flex" />
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
