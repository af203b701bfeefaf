import Link from '@/components/i18n/server-locale-link'
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { breadcrumbTexts } from './breadcrumb-texts'
import { JsonLd } from '@/components/seo/json-ld'

/**
 * A trail of links ending at the current page (given last), with matching BreadcrumbList data. Its links are
 * 32 px tall on phones (WCAG asks 24), 44 px from sm on: on a phone the row sits above the first screen's
 * products.
 */
export async function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const texts = await getTexts(breadcrumbTexts)
  return (
    <nav aria-label={texts.breadcrumb} className="text-ink/70 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1
          return (
            <li key={item.href} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-gold-500">
                  /
                </span>
              )}
              {isCurrent ? (
                <span aria-current="page" className="text-brand-800 font-medium">
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="hover:text-brand-700 inline-flex min-h-8 items-center underline-offset-4 hover:underline sm:min-h-11"
                >
                  {item.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items, await currentLocale())} />
    </nav>
  )
}
