'use client'

import Link from '@/components/i18n/locale-link'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { keepTabInside } from '@/components/ui/focus-trap'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons'
import { saleLink } from '@/data/navigation'
import type { NavMenu } from '@/data/schemas'
import { SearchBox } from './search-box'
import { headerTexts } from './header-texts'
import { LanguageSwitch } from '@/components/i18n/language-switch'
import { useLocale } from '@/components/i18n/locale-context'
import { REPLACE_HISTORY_ATTRIBUTE } from '@/components/links/link-target'
import { useBackToClose } from '@/components/ui/use-back-to-close'

/**
 * The layout below 1024 px: a menu button opening a drawer with the search box, the four groups (each
 * expandable) and the SALE link. The drawer is a native modal <dialog> (the WAI-ARIA dialog pattern): the
 * page behind is inert, focus moves in and Tab stays inside, Escape, the close button or a press on the
 * backdrop close it and focus returns to the menu button; following a link closes it behind the navigation.
 * The phone's back gesture closes it too (use-back-to-close.ts), and a link followed from it replaces the
 * history entry it added, so Back from that page returns to the page under the drawer.
 * The drawer's content is rendered when it opens, so a closed drawer is an empty <dialog>: opening it needs
 * JavaScript anyway (showModal), and its markup stays out of every page's HTML. Crawlers find the
 * same links in the desktop menus, which are in the HTML; a phone without JavaScript reaches every group from
 * the footer.
 */
export function MobileMenu({ menus }: { menus: readonly NavMenu[] }) {
  const id = useId()
  const dialogId = `${id}-menu`
  const titleId = `${id}-title`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const locale = useLocale()
  const texts = headerTexts[locale]

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const history = useBackToClose(open, () => {
    setOpen(false)
    setExpanded(null)
  })

  const openDrawer = () => {
    history.addEntry()
    setOpen(true)
  }

  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false)
    setExpanded(null)
    history.leaveEntry()
    if (returnFocus) buttonRef.current?.focus()
  }

  // Any link in the drawer navigates (replacing the drawer's history entry), so the drawer closes behind it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest('a')) return
    history.forgetEntry()
    setOpen(false)
    setExpanded(null)
  }

  return (
    // A flex box, not a block: a block would set the button on a text line, and while a slow phone paints
    // the half-parsed header (the icon not in yet) that line is taller than the button, so it moved.
    <div className="flex lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label={open ? texts.closeMenu : texts.openMenu}
        onClick={() => (open ? close({ returnFocus: true }) : openDrawer())}
        className="text-ink hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-full transition"
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape (after the search box has used it to close its suggestions): close through React.
          event.preventDefault()
          close({ returnFocus: true })
        }}
        onKeyDown={keepTabInside}
        onClick={(event) => {
          // A press on the backdrop lands on the dialog element itself: its content fills it.
          if (event.target === event.currentTarget) close({ returnFocus: true })
          else closeOnLink(event)
        }}
        className="text-ink backdrop:bg-brand-950/50 m-0 h-dvh max-h-none w-[min(24rem,calc(100%-3rem))] max-w-none overflow-y-auto overscroll-contain bg-white p-0 shadow-2xl"
      >
        {/* Fills the drawer, so only the backdrop is the dialog element itself. */}
        {open ? (
          <div className="min-h-full">
            <div className="border-brand-100 flex items-center justify-between border-b py-2 ps-5 pe-2">
              <h2 id={titleId} className="font-display text-brand-900 text-2xl">
                {texts.menu}
              </h2>
              <button
                type="button"
                aria-label={texts.close}
                onClick={() => close({ returnFocus: true })}
                className="text-ink hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-full transition"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
            <div className="px-4 pt-4 pb-2">
              <SearchBox
                replaceOnNavigate
                onNavigate={() => {
                  history.forgetEntry()
                  setOpen(false)
                  setExpanded(null)
                }}
              />
            </div>
            <nav aria-label={texts.mobileNav} className="px-2 pb-4">
              <ul className="divide-brand-50 divide-y">
                {menus.map((menu) => {
                  const groupOpen = expanded === menu.slug
                  const listId = `${id}-${menu.slug}`
                  return (
                    <li key={menu.slug}>
                      <button
                        type="button"
                        aria-expanded={groupOpen}
                        aria-controls={listId}
                        onClick={() => setExpanded(groupOpen ? null : menu.slug)}
                        className="text-ink flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-start text-base font-medium"
                      >
                        {menu.label}
                        <ChevronDownIcon
                          className={`text-brand-600 size-5 transition-transform duration-200 ${groupOpen ? 'rotate-180' : ''}`}
                        />
                      </button>
                      <ul id={listId} hidden={!groupOpen} className="ps-3 pb-2">
                        {menu.items.map((item) => (
                          <li key={item.href}>
                            <Link
                              href={item.href}
                              {...{ [REPLACE_HISTORY_ATTRIBUTE]: '' }}
                              className="menu-link text-ink/80 text-[0.9375rem]"
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
                    {...{ [REPLACE_HISTORY_ATTRIBUTE]: '' }}
                    className="text-brand-700 flex min-h-12 items-center rounded-xl px-3 text-base font-semibold tracking-[0.18em]"
                  >
                    {texts.sale}
                  </Link>
                </li>
              </ul>
            </nav>
            <div className="border-brand-100 border-t px-5 py-4">
              <LanguageSwitch className="text-brand-700 hover:bg-brand-50 border-brand-200 inline-flex min-h-11 items-center rounded-full border px-4 text-base font-medium" />
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
