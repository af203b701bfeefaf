'use client'

import Link from '@/components/i18n/locale-link'
import { useLocalePath, useTexts } from '@/components/i18n/locale-context'
import { headerTexts } from './header-texts'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { searchSuggestionsFor, type ShownSuggestion, suggestionHref } from '@/lib/search'

/**
 * The header search: an ARIA 1.2 combobox over the local suggestion list (spec §4-5). Suggestions show only
 * while the box has focus and the query matches something; arrow keys move through them and Enter opens one.
 */
export function SearchBox({
  className = '',
  onNavigate,
  suggestions,
}: {
  className?: string
  onNavigate?: () => void
  /** The suggestions in the page's language (site-header.tsx); English when not given. */
  suggestions?: readonly ShownSuggestion[]
}) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const router = useRouter()
  const texts = useTexts(headerTexts)
  const toLocale = useLocalePath()
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const results = searchSuggestionsFor(query, suggestions)
  const expanded = open && results.length > 0
  const activeIndex = expanded && active < results.length ? active : -1

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open])

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
    // optionId only depends on the stable useId value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex])

  const reset = () => {
    setQuery('')
    setActive(-1)
    setOpen(false)
  }

  const choose = (item: ShownSuggestion) => {
    reset()
    inputRef.current?.blur()
    onNavigate?.()
    router.push(toLocale(suggestionHref(item)))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive(expanded ? (activeIndex + 1) % count : 0)
        return
      case 'ArrowUp':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1)
        return
      case 'Enter': {
        // Enter opens the highlighted suggestion, or the best (first) match when none is highlighted.
        const item = expanded ? results[activeIndex >= 0 ? activeIndex : 0] : undefined
        if (!item) return
        event.preventDefault()
        choose(item)
        return
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (query !== '') {
          event.preventDefault()
          setQuery('')
        }
        return
    }
  }

  return (
    <div
      ref={rootRef}
      role="search"
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {texts.searchLabel}
      </label>
      <SearchIcon className="text-ink/50 pointer-events-none absolute start-3.5 top-1/2 size-[1.125rem] -translate-y-1/2" />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={texts.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="border-brand-100 text-ink placeholder:text-ink/45 focus:border-brand-400 focus:ring-brand-100 h-11 w-full rounded-full border bg-white/90 ps-10 pe-11 text-sm shadow-xs transition outline-none focus:ring-4"
      />
      {query !== '' && (
        <button
          type="button"
          aria-label={texts.clearSearch}
          onClick={() => {
            setQuery('')
            setActive(-1)
            inputRef.current?.focus()
          }}
          className="text-ink/55 hover:bg-brand-50 hover:text-brand-700 absolute end-0.5 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full transition"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.searchSuggestions}
        hidden={!expanded}
        // Keeps focus in the input while a suggestion is pressed (Safari would otherwise blur and close first).
        onMouseDown={(event) => event.preventDefault()}
        className="ring-brand-100 absolute inset-x-0 top-full z-50 mt-2 max-h-60 overflow-y-auto overscroll-contain rounded-2xl bg-white p-1.5 shadow-xl ring-1 lg:start-auto lg:w-80"
      >
        {expanded &&
          results.map((item, index) => (
            <li key={item.id} role="none">
              <Link
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                href={suggestionHref(item)}
                tabIndex={-1}
                onMouseEnter={() => setActive(index)}
                onClick={() => {
                  reset()
                  onNavigate?.()
                }}
                className={`flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm transition-colors ${
                  index === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-ink'
                }`}
              >
                <span className="font-medium">{item.name}</span>
                <span className="text-brand-600 bg-brand-50 shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-medium tracking-wide uppercase">
                  {item.category}
                </span>
              </Link>
            </li>
          ))}
      </ul>
      <p className="sr-only" role="status">
        {expanded ? `${results.length} ${results.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </div>
  )
}
