'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'
import { useLocalePath } from './locale-context'

/**
 * next/link that keeps the shopper in their language: an Urdu page's '/sale' goes to '/ur/sale'. Every link
 * in the shop goes through it, so components name English paths only.
 *
 * It prefetches on intent (a pointer over it, a finger on it, keyboard focus), not when it scrolls into view.
 * The home page alone shows dozens of product and listing links: prefetching them all after every first
 * visit cost shoppers on mobile data about ten scripts and as many page payloads they mostly never open, and
 * competed with the page's own loading on a slow phone. A touch starts the prefetch before the tap lands.
 */
export default function LocaleLink({
  href,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const toLocale = useLocalePath()
  const [intended, setIntended] = useState(false)
  return (
    <NextLink
      href={typeof href === 'string' ? toLocale(href) : href}
      // null is Next's default prefetching, which starts at once for a link already on screen.
      prefetch={prefetch === false || !intended ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setIntended(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntended(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntended(true)
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
