'use client'

import { useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons'
import { useLocale } from '@/components/i18n/locale-context'
import { headerTexts } from './header-texts'

/** How long a dropdown stays open after the pointer leaves it (spec §9). */
export const MENU_CLOSE_DELAY_MS = 150

/** A menu's button label, and its links, rendered on the server (desktop-nav-links.tsx). */
export type DesktopMenu = { slug: string; label: string; links: ReactNode }

/**
 * The desktop menus (disclosure pattern): hover opens, leaving closes after a short delay that re-entering
 * cancels, a click toggles, and an outside press or Escape closes. A mouse always hovers before it clicks,
 * so a click on a menu that hover just opened keeps it open (pinned until the next click, an outside press
 * or Escape) rather than closing it under the pointer.
 *
 * Only the behaviour is a client component: the links come in as server HTML, so the menus' seventeen links
 * and SALE hydrate nothing on every page (on a phone, where this nav is hidden, they were pure waste).
 */
export function DesktopNav({ menus, saleLink }: { menus: readonly DesktopMenu[]; saleLink: ReactNode }) {
  const id = useId()
  const navRef = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [openMenu, setOpenMenu] = useState<{ slug: string; pinned: boolean } | null>(null)
  const openSlug = openMenu?.slug ?? null
  const locale = useLocale()
  const texts = headerTexts[locale]

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const close = () => {
    cancelClose()
    setOpenMenu(null)
  }
  const openOnHover = (slug: string) => {
    cancelClose()
    setOpenMenu((current) => (current?.slug === slug ? current : { slug, pinned: false }))
  }
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenMenu(null), MENU_CLOSE_DELAY_MS)
  }
  const toggleOnClick = (slug: string) => {
    cancelClose()
    setOpenMenu((current) => (current?.slug === slug && current.pinned ? null : { slug, pinned: true }))
  }

  useEffect(() => cancelClose, [])

  useEffect(() => {
    if (openSlug === null) return
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const trigger = document.getElementById(`${id}-${openSlug}-button`)
      // Hand focus back to the trigger only if it was inside the menu that is closing.
      if (navRef.current?.contains(document.activeElement)) trigger?.focus()
      setOpenMenu(null)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [openSlug, id])

  // Touch pointers also fire enter/leave around a tap; only a mouse hovers, so touch relies on the click.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse'
  // Following one of a panel's links closes the menu (the links are server HTML, without handlers of their own).
  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close()
  }

  return (
    <nav
      ref={navRef}
      aria-label={texts.mainNav}
      className="hidden lg:block"
      // Tabbing out of the menus closes them; a press elsewhere is handled by the outside-press listener.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (next !== null && !navRef.current?.contains(next)) close()
      }}
    >
      {/* Each item is a flex box, not a block: a block sets its button on a text line, and a slow phone can
          paint the header half-parsed, with a button still empty, whose line is taller than the button; the
          whole menu row then moved up by a few pixels once the rest arrived. */}
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {menus.map((menu) => {
          const open = openSlug === menu.slug
          const panelId = `${id}-${menu.slug}-menu`
          return (
            <li
              key={menu.slug}
              className="relative flex"
              onPointerEnter={(event) => isMouse(event) && openOnHover(menu.slug)}
              onPointerLeave={(event) => isMouse(event) && open && !openMenu?.pinned && closeSoon()}
            >
              <button
                id={`${id}-${menu.slug}-button`}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggleOnClick(menu.slug)}
                className={`inline-flex h-11 items-center gap-1 rounded-full px-2 text-sm font-medium tracking-wide transition-colors xl:px-3 ${
                  open ? 'text-brand-700 bg-brand-50' : 'text-ink hover:text-brand-700'
                }`}
              >
                {menu.label}
                <ChevronDownIcon
                  className={`size-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
                />
              </button>
              {/* The padding bridges the gap to the button, so moving down into the panel keeps it open. */}
              <div
                id={panelId}
                hidden={!open}
                onClick={closeOnLinkClick}
                className="absolute start-0 top-full z-50 pt-2"
              >
                {menu.links}
              </div>
            </li>
          )
        })}
        <li className="flex">{saleLink}</li>
      </ul>
    </nav>
  )
}
