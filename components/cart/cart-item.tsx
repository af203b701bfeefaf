import { Picture } from '@/components/ui/picture'
import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import type { CartViewLine } from '@/lib/cart/cart-view-model'
import { formatCents } from '@/lib/format/price'
import { valueLabelIn } from '@/components/category/listing-texts'
import type { Locale } from '@/lib/i18n/locales'
import { cartTexts } from './cart-texts'
import { stockProblemText } from './stock-problem-text'

/** A bag line in the compact shape the account dashboard lists (prices in dollars). */

type CartItemProps = {
  line: CartViewLine
  /** The line's quantity stepper and remove button (a client leaf). */
  controls?: ReactNode
  locale?: Locale
}

/** A line in the bag: picture, name, options, unit price, the line total and any stock problem. */
export function CartItem({ line, controls, locale = 'en' }: CartItemProps) {
  const texts = cartTexts[locale]
  const options = [
    line.color ? texts.colour(valueLabelIn(locale, line.color)) : null,
    line.size ? texts.size(line.size) : null,
  ]
  const problem = line.problem ? stockProblemText(line.problem, locale) : null
  // All that is left is in the bag: says why "+" is greyed out (no problem: the bag can be ordered as it is).
  const lastUnits =
    !line.problem &&
    line.available > 0 &&
    line.available < MAX_LINE_QUANTITY &&
    line.quantity >= line.available
  return (
    <article
      aria-labelledby={`line-${line.key}`}
      className={`flex gap-4 rounded-2xl border bg-white p-3 shadow-sm sm:p-4 ${line.problem ? 'border-red-300' : 'border-gold-300/50'}`}
    >
      <Link href={line.href} tabIndex={-1} aria-hidden="true" className="block w-20 shrink-0 sm:w-28">
        <Picture
          name={line.image}
          alt=""
          sizes="(min-width: 640px) 112px, 80px"
          className="bg-brand-50 aspect-[3/4] w-full rounded-xl object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`line-${line.key}`} className="text-ink font-medium">
            <Link
              href={line.href}
              className="hover:text-brand-700 focus-visible:outline-brand-600 rounded-sm hover:underline hover:underline-offset-4 focus-visible:outline-2"
            >
              {line.name}
            </Link>
          </h3>
          <p className="text-brand-800 shrink-0 font-semibold tabular-nums">
            <span className="sr-only">{texts.lineTotal}</span>
            {formatCents(line.lineTotal)}
          </p>
        </div>
        {line.color || line.size ? (
          <p className="text-ink/70 mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {line.color ? (
              <span className="inline-flex items-center gap-1.5">
                {line.colorHex ? (
                  <span
                    aria-hidden="true"
                    className="size-3.5 rounded-full ring-1 ring-black/15"
                    style={{ backgroundColor: line.colorHex }}
                  />
                ) : null}
                {options[0]}
              </span>
            ) : null}
            {line.size ? <span>{options[1]}</span> : null}
          </p>
        ) : null}
        <p className="text-ink/70 mt-1 text-sm tabular-nums">{texts.each(formatCents(line.unitPrice))}</p>
        {problem ? (
          <p
            role="status"
            className="mt-2 w-fit rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800"
          >
            {problem}
          </p>
        ) : null}
        {lastUnits ? (
          <p className="bg-gold-100 text-gold-700 mt-2 w-fit rounded-full px-3 py-1 text-xs font-semibold">
            {texts.onlyLeft(line.available)}
          </p>
        ) : null}
        {controls ? <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">{controls}</div> : null}
      </div>
    </article>
  )
}
