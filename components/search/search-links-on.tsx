import LocaleLink from '@/components/i18n/locale-link'
import type { CategoryGroup } from '@/data/schemas'
import { GROUP_NAMES } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { searchTexts } from './search-texts'

const GROUPS: readonly CategoryGroup[] = ['clothing', 'hijabs', 'beauty', 'accessories']

const LINK_CLASS =
  'border-brand-200 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 items-center rounded-full border bg-white px-5 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2'

/** Where to go when a search did not help: the four groups, the sale and the home page's new arrivals. */
export async function SearchLinksOn() {
  const locale = await currentLocale()
  const texts = await getTexts(searchTexts)
  const links = [
    ...GROUPS.map((group) => ({ href: `/category/${group}`, label: GROUP_NAMES[locale][group] })),
    { href: '/sale', label: texts.sale },
    { href: '/#new-arrivals', label: texts.newArrivals },
  ]
  return (
    <nav aria-labelledby="search-links-on" className="mt-8">
      <h2 id="search-links-on" className="text-ink/80 text-base font-medium">
        {texts.browseInstead}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <LocaleLink href={link.href} className={LINK_CLASS}>
              {link.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
