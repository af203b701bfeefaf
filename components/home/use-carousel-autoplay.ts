'use client'

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type TouchEvent,
} from 'react'

export const CAROUSEL_INTERVAL_MS = 5000
/** How long before autoplay turns to the next slide its picture starts loading. */
export const PICTURE_LEAD_MS = 1500
const SWIPE_THRESHOLD_PX = 50
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

// The server (and hydration) always renders slide 1 with autoplay off; these switch on in the browser.
const subscribeToNothing = () => () => {}
const isClient = () => true
const isServer = () => false
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false
function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/**
 * A carousel's state: which slide shows, whether it turns on its own (WAI-ARIA carousel pattern), and which
 * slides' pictures are wanted yet. The region's event handlers are returned for the carousel's <section>.
 *
 * A slide's picture is wanted once it shows, or shortly before autoplay turns to it, and stays wanted: a phone
 * that leaves before the carousel turns downloads one picture, not three.
 */
export function useCarouselAutoplay(count: number, direction: 'ltr' | 'rtl') {
  const [active, setActive] = useState(0)
  const mounted = useSyncExternalStore(subscribeToNothing, isClient, isServer)
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, isServer)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const touchStartX = useRef<number | null>(null)
  const [withPicture, setWithPicture] = useState<ReadonlySet<number>>(() => new Set([0]))
  const wantPicture = useCallback(
    (index: number) => setWithPicture((wanted) => (wanted.has(index) ? wanted : new Set(wanted).add(index))),
    [],
  )
  // The shown slide gets its picture at once, and keeps it while it fades out after the next change.
  if (!withPicture.has(active)) wantPicture(active)

  const goTo = useCallback((index: number) => setActive(((index % count) + count) % count), [count])
  const next = useCallback(() => setActive((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setActive((current) => (current - 1 + count) % count), [count])
  const togglePaused = useCallback(() => setUserPaused((paused) => !paused), [])

  // Users who asked for less motion get no automatic rotation; hovering or focus inside pauses it so nothing
  // moves under the pointer or away from a keyboard user.
  const autoplayAllowed = mounted && !reducedMotion && !userPaused && count > 1
  const rotating = autoplayAllowed && !hovered && !focused
  // Exposed for tests and styling: 'pending' until hydrated, then whether the slides are moving on their own.
  const autoplayState = !mounted ? 'pending' : !autoplayAllowed ? 'off' : rotating ? 'on' : 'paused'

  useEffect(() => {
    if (!rotating) return
    // Keyed on `active` too, so a manual change restarts the full interval.
    const timer = window.setTimeout(next, CAROUSEL_INTERVAL_MS)
    const upcoming = window.setTimeout(
      () => wantPicture((active + 1) % count),
      CAROUSEL_INTERVAL_MS - PICTURE_LEAD_MS,
    )
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(upcoming)
    }
  }, [rotating, active, next, count, wantPicture])

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocused(true)
      // Keyboard focus arriving from outside stops the rotation for good (WAI-ARIA carousel pattern): it
      // resumes only when the shopper presses Play. A mouse click focuses a control too, but only pauses.
      const fromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null)
      if (fromOutside && event.target.matches(':focus-visible')) setUserPaused(true)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
    onTouchStart: (event: TouchEvent) => {
      touchStartX.current = event.touches[0]?.clientX ?? null
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStartX.current
      const end = event.changedTouches[0]?.clientX
      touchStartX.current = null
      if (start === null || end === undefined) return
      const distance = end - start
      if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return
      // A swipe pulls the next slide in from the side "next" is on: the right in English, the left in Urdu.
      const towardsNext = direction === 'rtl' ? distance > 0 : distance < 0
      if (towardsNext) next()
      else previous()
    },
  }

  return {
    active,
    goTo,
    next,
    previous,
    rotating,
    autoplayState,
    userPaused,
    togglePaused,
    hasPicture: (index: number) => withPicture.has(index),
    regionProps,
  }
}
