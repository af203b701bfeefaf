'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { PROMO_BANNER_ID, SITE_HEADER_ID } from '@/components/banner/banner-ids'

/** The header turns solid once the page has scrolled this far past the promo banner (spec §9). */
export const SOLID_AFTER_PX = 50

/**
 * The header's sticky frame. It sits right below the sticky promo banner, so it measures the banner (0 once
 * dismissed) for its offset and for the scroll distance at which it turns solid.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [bannerHeight, setBannerHeight] = useState<number | null>(null)
  const [solid, setSolid] = useState(false)

  useEffect(() => {
    const banner = document.getElementById(PROMO_BANNER_ID)
    let height = 0
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX + height)
    const measure = () => {
      height = banner?.getBoundingClientRect().height ?? 0
      setBannerHeight(height)
      update()
    }
    // The observer reports the first size straight away, then every change (wrapping, dismissal).
    const observer = banner ? new ResizeObserver(measure) : null
    if (banner) observer?.observe(banner)
    else requestAnimationFrame(measure)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [])

  return (
    <header
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
