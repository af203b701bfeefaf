'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTexts } from '@/components/i18n/locale-context'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { headerTexts } from './header-texts'
import { SearchBox } from './search-box'
import { useBackToClose } from '@/components/ui/use-back-to-close'

/**
 * The phone header's search (below 1024 px): an icon that opens the header's search box in place, over the
 * header's row, with the page still in view below its suggestions. Escape (once the box has used it to close
 * its suggestions), the close button, a press outside or the phone's back gesture close it.
 * Back closes it (use-back-to-close.ts), and a result opened from it replaces its history entry.
 */
export function MobileSearch() {
  const id = useId()
  const panelId = `${id}-panel`
  const texts = useTexts(headerTexts)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const history = useBackToClose(open, () => setOpen(false))

  useEffect(() => {
    if (!open) return
    // A press outside may be on a link: it closes the panel but leaves its history entry, since going back
    // past it now could land after the link's navigation and undo it.
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (panelRef.current?.contains(event.target as Node)) return
      history.forgetEntry()
      setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open, history])

  const openPanel = () => {
    history.addEntry()
    setOpen(true)
  }

  function close({ returnFocus = false } = {}) {
    setOpen(false)
    history.leaveEntry()
    if (returnFocus) requestAnimationFrame(() => buttonRef.current?.focus())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The box prevents the default of the Escape press it uses itself, to close its suggestions.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      close({ returnFocus: true })
    }
  }

  return (
    <div className="flex lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={texts.openSearch}
        onClick={() => (open ? close() : openPanel())}
        className="text-ink hover:bg-brand-50 hover:text-brand-700 inline-flex size-11 items-center justify-center rounded-full transition"
      >
        <SearchIcon className="size-[1.375rem]" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onKeyDown}
        className="absolute inset-x-0 top-0 z-50 flex h-16 items-center gap-1 bg-white px-2 shadow-sm sm:px-4"
      >
        {open ? (
          <>
            <SearchBox
              className="min-w-0 flex-1"
              autoFocus
              replaceOnNavigate
              clearOnEscape={false}
              onNavigate={() => {
                // The result replaces the panel's entry: it is no longer there to go back past.
                history.forgetEntry()
                setOpen(false)
              }}
            />
            <button
              type="button"
              aria-label={texts.closeSearch}
              onClick={() => close({ returnFocus: true })}
              className="text-ink hover:bg-brand-50 inline-flex size-11 shrink-0 items-center justify-center rounded-full transition"
            >
              <CloseIcon className="size-6" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
