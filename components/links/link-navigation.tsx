'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { clickDestination, prefetchDestination, REPLACE_HISTORY_ATTRIBUTE, shopLinkOf } from './link-target'

/**
 * The shop's one link handler, mounted once by the root layout. It turns a click on any shop link (a
 * LocaleLink, a plain `<a data-shop-link>`) into the App Router's client-side navigation, and prefetches a
 * link's page when the shopper reaches for it: a pointer over it, a finger on it, keyboard focus. Not when it
 * scrolls into view: the home page alone shows dozens of links, and prefetching them all after every first
 * visit cost shoppers on mobile data about ten scripts and as many page payloads they mostly never open.
 *
 * Why one handler and not next/link: each next/link is a client component with a dozen hooks, and a listing
 * page shows about fifty links (menus, cards, footer). Hydrating them was a large share of a phone's script
 * time on the first load, for behaviour that one listener on the document gives every link. The links stay
 * plain `<a>` in the HTML, so they work before the scripts arrive.
 */
export function LinkNavigation() {
  const router = useRouter()

  useEffect(() => {
    let lastReachedFor: HTMLAnchorElement | null = null
    const prefetch = (event: Event) => {
      const link = shopLinkOf(event.target)
      // mouseover fires for every child the pointer crosses; one prefetch per link reached for.
      if (!link || link === lastReachedFor) return
      lastReachedFor = link
      const destination = prefetchDestination(link, window.location)
      if (destination) router.prefetch(destination)
    }
    // A bubbling listener on the document runs after React's own (on the root), so a link's onClick that
    // takes the click (preventDefault) is seen here as defaultPrevented.
    const navigate = (event: MouseEvent) => {
      const link = shopLinkOf(event.target)
      if (!link) return
      const destination = clickDestination(event, link, window.location)
      if (!destination) return
      event.preventDefault()
      if (link.hasAttribute(REPLACE_HISTORY_ATTRIBUTE)) router.replace(destination)
      else router.push(destination)
    }
    document.addEventListener('mouseover', prefetch)
    document.addEventListener('touchstart', prefetch, { passive: true })
    document.addEventListener('focusin', prefetch)
    document.addEventListener('click', navigate)
    return () => {
      document.removeEventListener('mouseover', prefetch)
      document.removeEventListener('touchstart', prefetch)
      document.removeEventListener('focusin', prefetch)
      document.removeEventListener('click', navigate)
    }
  }, [router])

  return null
}
