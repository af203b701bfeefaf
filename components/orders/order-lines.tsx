import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import { stockProblemText } from '@/components/cart/stock-problem-text'
import type { StockProblem } from '@/lib/cart/stock-problem'
import { formatCents } from '@/lib/format/price'
import type { OrderLine } from '@/lib/orders/order-doc'
import type { Locale } from '@/lib/i18n/locales'
import { lineOptions } from './order-format'
import { orderTexts } from './order-texts'

/** A bag's or an order's line as a summary shows it: an order line's figures, plus where it links. */
export type SummaryLine = Omit<OrderLine, 'productId'> & {
  key: string
  /** The product page, when the product is still in the catalogue. */
  href: string | null
  /** Why the line cannot be ordered as it is (only 2 left), shown under it. */
  problem?: StockProblem | null
}

/** The lines of a bag or an order in a summary: picture, name, options, quantity and line total. */
export function OrderLines({
  lines,
  label,
  locale,
}: {
  lines: readonly SummaryLine[]
  label: string
  locale: Locale
}) {
  const texts = orderTexts[locale]
  return (
    <ul aria-label={label} className="divide-brand-100 divide-y">
      {lines.map((line) => {
        const options = lineOptions(line, locale)
        return (
          <li key={line.key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <div className="relative shrink-0">
              <Picture
                name={line.image}
                alt=""
                sizes="56px"
                className="bg-brand-50 aspect-[3/4] w-14 rounded-lg object-cover"
              />
              <span
                aria-hidden="true"
                className="bg-brand-800 absolute -end-2 -top-2 grid size-6 place-items-center rounded-full text-xs font-semibold text-white"
              >
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-ink text-sm leading-snug font-medium">
                {line.href ? (
                  <Link href={line.href} className="hover:text-brand-700 hover:underline">
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
              </p>
              {options && <p className="text-ink/65 mt-0.5 text-xs">{options}</p>}
              {/* The price keeps its own direction: after Urdu words "$39.99" would be drawn "39.99$". */}
              <p className="text-ink/65 mt-0.5 text-xs">
                {texts.qty} {line.quantity} × <span dir="ltr">{formatCents(line.unitPrice)}</span>
              </p>
              {line.problem && (
                <p className="mt-1 text-xs font-semibold text-red-700">
                  {stockProblemText(line.problem, locale)}
                </p>
              )}
            </div>
            <p className="text-ink shrink-0 text-sm font-semibold">
              <span className="sr-only">{texts.lineTotal}</span>
              {formatCents(line.lineTotal)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
