'use client'

import type { MouseEvent } from 'react'
import Link from '@/components/i18n/locale-link'
import { useTexts } from '@/components/i18n/locale-context'
import { Picture } from '@/components/ui/picture'
import { formatCents } from '@/lib/format/price'
import type { Locale } from '@/lib/i18n/locales'
import type { CategoryHit, ProductHit } from '@/lib/search/search-index'
import { headerTexts } from './header-texts'

/** One row of the search box's list: a product, a listing category, or the way to every result. */
export type SuggestionOption = ProductHit | CategoryHit | { kind: 'all'; query: string }

/**
 * A suggestion as an ARIA option. A link, so it opens like any link (a new tab with a middle click), with
 * tabIndex -1: focus stays in the box and the arrow keys move the highlight (aria-activedescendant).
 */
export function SearchOption({
  id,
  option,
  href,
  locale,
  selected,
  onHover,
  onChoose,
}: {
  id: string
  option: SuggestionOption
  href: string
  locale: Locale
  selected: boolean
  onHover: () => void
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const texts = useTexts(headerTexts)
  return (
    <Link
      id={id}
      role="option"
      aria-selected={selected}
      href={href}
      tabIndex={-1}
      onMouseEnter={onHover}
      onClick={onChoose}
      className={`flex min-h-11 items-center gap-3 rounded-xl px-2.5 py-1.5 text-sm transition-colors ${
        selected ? 'bg-brand-50 text-brand-800' : 'text-ink'
      }`}
    >
      {option.kind === 'product' ? (
        <>
          <Picture
            name={option.image}
            alt=""
            sizes="36px"
            className="bg-brand-50 h-12 w-9 shrink-0 rounded-lg object-cover"
          />
          <span className="min-w-0 flex-1 truncate font-medium">{option.name[locale]}</span>
          <span className="text-brand-800 shrink-0 font-semibold">{formatCents(option.price)}</span>
        </>
      ) : option.kind === 'category' ? (
        <>
          <span className="min-w-0 flex-1 truncate font-medium">{option.name[locale]}</span>
          <span className="text-brand-600 bg-brand-50 shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-medium tracking-wide uppercase">
            {texts.searchCategory}
          </span>
        </>
      ) : (
        <span className="text-brand-700 flex-1 font-semibold">{texts.seeAllResults(option.query)}</span>
      )}
    </Link>
  )
}
