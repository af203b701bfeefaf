import Link from '@/components/i18n/server-locale-link'
import { saleLink } from '@/data/navigation'
import type { NavMenu } from '@/data/schemas'
import type { Locale } from '@/lib/i18n/locales'
import type { DesktopMenu } from './desktop-nav'
import { headerTexts } from './header-texts'

/**
 * The desktop menus' links as server HTML, for DesktopNav (a client component) to show and hide: as links
 * inside the client tree, each was a client component to hydrate on every page.
 */
export function desktopMenus(menus: readonly NavMenu[]): DesktopMenu[] {
  return menus.map((menu) => ({
    slug: menu.slug,
    label: menu.label,
    links: (
      <ul className="ring-brand-100 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1">
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="menu-link text-ink text-sm">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    ),
  }))
}

export function DesktopSaleLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href={saleLink.href}
      className="text-brand-700 hover:bg-brand-50 ms-1 inline-flex h-11 items-center rounded-full px-2 text-sm font-semibold tracking-[0.18em] transition-colors xl:px-3"
    >
      {headerTexts[locale].sale}
    </Link>
  )
}
