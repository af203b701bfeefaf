'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PROMO_BANNER_ID, SITE_HEADER_ID } from '@/components/banner/banner-ids'

/** The header turns solid once the page has scrolled this far past the promo banner (spec §9). */
export const SOLID_AFTER_PX = 50

/** Space kept between the sticky header and whatever the browser scrolls into view below it. */
const STICKY_AIR_PX = 8

/**
 * The header's sticky frame. It sits right below the sticky promo banner, so it measures the banner (0 once
 * dismissed) for its offset and for the scroll distance at which it turns solid.
 *
 * It also sets the page's `scroll-padding-top` to how tall the sticky banner and header are together (plus a
 * little air), so that the browser scrolls a control that takes keyboard focus, or a `#anchor`, out from under
 * them (WCAG 2.4.11, focus not obscured): a card's heart sits at the top of its picture, where the header
 * covered it. globals.css holds the value until then.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [bannerHeight, setBannerHeight] = useState<number | null>(null)
  const [solid, setSolid] = useState(false)
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const banner = document.getElementById(PROMO_BANNER_ID)
    const header = headerRef.current
    let height = 0
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX + height)
    const measure = () => {
      height = banner?.getBoundingClientRect().height ?? 0
      setBannerHeight(height)
      // Written straight to the one property, not as an inherited custom property on <html>, whose change
      // would restyle every element of the page; and only when it changed.
      const padding = `${Math.ceil(height + (header?.getBoundingClientRect().height ?? 0)) + STICKY_AIR_PX}px`
      const root = document.documentElement.style
      if (root.scrollPaddingTop !== padding) root.scrollPaddingTop = padding
      update()
    }
    // The observer reports the first sizes straight away, then every change (wrapping, dismissal).
    const observer = new ResizeObserver(measure)
    if (banner) observer.observe(banner)
    if (header) observer.observe(header)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [])

  return (
    <header
      ref={headerRef}
      id={SITE_HEADER_ID}
      data-solid={solid ? 'true' : 'false'}
      // Until measured, the banner's known heights (its min-h-14 / lg:min-h-10) stand in.
      style={bannerHeight === null ? undefined : { top: bannerHeight }}
      className={`sticky z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        bannerHeight === null ? 'top-14 lg:top-10' : ''
      } ${
        solid
          ? 'border-brand-100 bg-white shadow-[0_6px_20px_-8px_rgba(38,16,28,0.18)]'
          : 'bg-ivory/70 border-transparent backdrop-blur-md'
      }`}
    >
      {children}
    </header>
  )
}
