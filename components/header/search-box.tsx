'use client'

import { useLocale, useLocalePath, useTexts } from '@/components/i18n/locale-context'
import { headerTexts } from './header-texts'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { clickDestination } from '@/components/links/link-target'
import { searchHref } from '@/lib/search/search-query'
import { SearchOption, type SuggestionOption } from './search-option'
import { useSearcher } from './use-searcher'

/** How many of each kind the list shows; "See all results" opens the rest. */
const MAX_PRODUCTS = 6
const MAX_CATEGORIES = 3

/**
 * The header search: an ARIA 1.2 combobox over the whole catalogue's search index (lib/search), fetched the
 * first time the box is focused. As the shopper types it suggests products (picture, name, price) and
 * listing categories, then "See all results", which opens the results page /search?q=. Suggestions show only
 * while the box has focus and the query matches something; arrow keys move through them, Enter opens the
 * highlighted one or, with none highlighted, the results page. It is a GET form to /search, so Enter works
 * before the page's scripts have run, and without them.
 */
export function SearchBox({
  className = '',
  onNavigate,
  replaceOnNavigate = false,
  autoFocus = false,
  clearOnEscape = true,
}: {
  className?: string
  onNavigate?: () => void
  /** Open a result in place of the current history entry (the phone's panel keeps one of its own). */
  replaceOnNavigate?: boolean
  /** Take focus when shown (the phone's panel opens it from an icon). */
  autoFocus?: boolean
  /** Escape with no suggestions shown clears the words; the phone's panel leaves that Escape to close it. */
  clearOnEscape?: boolean
}) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const router = useRouter()
  const locale = useLocale()
  const texts = useTexts(headerTexts)
  const toLocale = useLocalePath()
  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { searcher, failed, load } = useSearcher()

  const words = query.trim()
  const options = useMemo((): SuggestionOption[] => {
    if (!searcher || words === '') return []
    const found = searcher(words)
    if (found.products.length + found.categories.length === 0) return []
    return [
      ...found.products.slice(0, MAX_PRODUCTS),
      ...found.categories.slice(0, MAX_CATEGORIES),
      { kind: 'all', query: words },
    ]
  }, [searcher, words])
  const expanded = open && options.length > 0
  const activeIndex = expanded && active < options.length ? active : -1

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

  const go = (href: string) => {
    reset()
    inputRef.current?.blur()
    onNavigate?.()
    if (replaceOnNavigate) router.replace(toLocale(href))
    else router.push(toLocale(href))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (words !== '') go(searchHref(words))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
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
        // The highlighted suggestion; with none, the form's own submit opens the results page.
        const option = activeIndex >= 0 ? options[activeIndex] : undefined
        if (!option) return
        event.preventDefault()
        go(hrefOf(option))
        return
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (clearOnEscape && query !== '') {
          event.preventDefault()
          setQuery('')
        }
        return
    }
  }

  const status =
    !open || words === '' ? '' : failed ? texts.searchUnavailable : !searcher ? texts.searching : ''

  return (
    <form
      ref={rootRef}
      role="search"
      action={toLocale('/search')}
      method="get"
      onSubmit={onSubmit}
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
        name="q"
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
        autoFocus={autoFocus}
        maxLength={200}
        placeholder={texts.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => {
          setOpen(true)
          // The index is fetched here, on first focus: never in the page's first load.
          if (!searcher) load()
        }}
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
        // Tall enough for six products, a category and "See all results" (28rem), where the screen allows.
        className="ring-brand-100 absolute inset-x-0 top-full z-50 mt-2 max-h-[min(28rem,calc(100svh-9rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-1.5 shadow-xl ring-1 lg:start-auto lg:w-96"
      >
        {expanded &&
          options.map((option, index) => (
            <li
              key={keyOf(option)}
              role="none"
              // "See all results" stays in view at the foot of the list, however far it scrolls.
              className={
                option.kind === 'all'
                  ? 'border-brand-100 sticky -bottom-1.5 -mx-1.5 -mb-1.5 border-t bg-white p-1.5'
                  : undefined
              }
            >
              <SearchOption
                id={optionId(index)}
                option={option}
                href={hrefOf(option)}
                locale={locale}
                selected={index === activeIndex}
                onHover={() => setActive(index)}
                onChoose={(event) => {
                  // In replace mode the click is taken here (the shop's link handler would push); a click
                  // the browser keeps (a new tab) is left alone.
                  const destination = replaceOnNavigate
                    ? clickDestination(event, event.currentTarget, window.location)
                    : null
                  if (destination) {
                    event.preventDefault()
                    router.replace(destination)
                  }
                  reset()
                  onNavigate?.()
                }}
              />
            </li>
          ))}
      </ul>
      <p className="sr-only" role="status">
        {expanded ? texts.suggestionCount(options.length - 1) : status}
      </p>
    </form>
  )
}

function hrefOf(option: SuggestionOption): string {
  switch (option.kind) {
    case 'product':
      return `/product/${option.id}`
    case 'category':
      return `/${option.group}/${option.slug}`
    case 'all':
      return searchHref(option.query)
  }
}

function keyOf(option: SuggestionOption): string {
  switch (option.kind) {
    case 'product':
      return `p${option.id}`
    case 'category':
      return `c-${option.slug}`
    case 'all':
      return 'all'
  }
}
