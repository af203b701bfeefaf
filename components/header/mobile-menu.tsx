'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons'
import { navMenus, saleLink } from '@/data/navigation'
import { SearchBox } from './search-box'

/**
 * The layout below 1024 px: a menu button revealing a panel under the header with the search box, the four
 * groups (each expandable) and the SALE link. Following a link, Escape or a press outside closes it.
 */
export function MobileMenu() {
  const id = useId()
  const panelId = `${id}-panel`
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)

  const close = () => {
    setOpen(false)
    setExpanded(null)
  }

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      // The search box uses Escape first to close its own suggestions.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpen(false)
      setExpanded(null)
      buttonRef.current?.focus()
    }
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false)
        setExpanded(null)
      }
    }
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeOnOutsidePress)
    }
  }, [open])

  // Any link in the panel navigates, so the panel closes behind it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close()
  }

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : setOpen(true))}
        className="text-ink hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-full transition"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="border-brand-100 absolute inset-x-0 top-full max-h-[calc(100dvh-7.5rem)] overflow-y-auto overscroll-contain border-t bg-white shadow-xl"
      >
        <div className="px-4 pt-4 pb-2">
          <SearchBox onNavigate={close} />
        </div>
        <nav aria-label="Mobile" className="px-2 pb-4">
          <ul className="divide-brand-50 divide-y">
            {navMenus.map((menu) => {
              const groupOpen = expanded === menu.slug
              const listId = `${id}-${menu.slug}`
              return (
                <li key={menu.slug}>
                  <button
                    type="button"
                    aria-expanded={groupOpen}
                    aria-controls={listId}
                    onClick={() => setExpanded(groupOpen ? null : menu.slug)}
                    className="text-ink flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-left text-base font-medium"
                  >
                    {menu.label}
                    <ChevronDownIcon
                      className={`text-brand-600 size-5 transition-transform duration-200 ${groupOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <ul id={listId} hidden={!groupOpen} className="pb-2 pl-3">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          className="text-ink/80 hover:bg-brand-50 hover:text-brand-700 flex min-h-11 items-center rounded-xl px-3 text-[0.9375rem]"
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
            <li>
              <Link
                href={saleLink.href}
                className="text-brand-700 flex min-h-12 items-center rounded-xl px-3 text-base font-semibold tracking-[0.18em]"
              >
                {saleLink.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
