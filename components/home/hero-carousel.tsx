'use client'

import { ArtworkImage } from '@/components/ui/artwork-image'
import Link from '@/components/i18n/locale-link'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type TouchEvent } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import type { Slide } from '@/data/schemas'
import { heroCarouselTexts } from './hero-carousel-texts'

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

type HeroCarouselProps = {
  slides: readonly Slide[]
}

/**
 * The home page hero, following the WAI-ARIA carousel pattern. Every slide is in the server HTML (only the
 * first one visible), so the first paint is complete before any JavaScript runs; autoplay starts once mounted.
 *
 * Only the first slide's picture is in the HTML. Another slide's picture loads shortly before autoplay turns
 * to it, or when the shopper turns to it, and stays once loaded: a phone that leaves before the carousel
 * turns downloads one picture, not three, and the later ones never compete with the first for bandwidth.
 */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const count = slides.length
  const locale = useLocale()
  const texts = heroCarouselTexts[locale]
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

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current
    const end = event.changedTouches[0]?.clientX
    touchStartX.current = null
    if (start === null || end === undefined) return
    const distance = end - start
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return
    // A swipe pulls the next slide in from the side "next" is on: the right in English, the left in Urdu.
    const towardsNext = locale === 'ur' ? distance > 0 : distance < 0
    if (towardsNext) next()
    else previous()
  }

  if (count === 0) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.region}
      data-autoplay={autoplayState}
      className="bg-brand-950 relative isolate overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true)
        // Keyboard focus arriving from outside stops the rotation for good (WAI-ARIA carousel pattern): it
        // resumes only when the shopper presses Play. A mouse click focuses a control too, but only pauses.
        const fromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null)
        if (fromOutside && event.target.matches(':focus-visible')) setUserPaused(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* The rotation control comes first in the tab order (WAI-ARIA carousel pattern); it sits top right. */}
      {count > 1 ? (
        <button
          type="button"
          onClick={() => setUserPaused((paused) => !paused)}
          aria-label={userPaused ? texts.play : texts.pause}
          className="absolute end-4 top-4 z-10 flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white"
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}

      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="relative h-[78svh] max-h-[720px] min-h-[480px] sm:h-[70vh]"
      >
        {slides.map((slide, index) => {
          const isActive = index === active
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slideOf(index + 1, count)}
              aria-hidden={!isActive}
              // inert as well: a slide fading out stays visible for 700 ms, and its link must not be
              // focusable while screen readers are told it is hidden.
              inert={!isActive}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 ease-out ${
                isActive ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {withPicture.has(index) ? (
                <ArtworkImage
                  src={slide.image}
                  alt=""
                  width={1600}
                  height={700}
                  // The first slide is the page's largest paint: fetched first (React also names it in the
                  // response's Link header as a preload). Another slide's picture is wanted now when rendered.
                  loading="eager"
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
              ) : null}
              <div
                aria-hidden="true"
                className="from-brand-950/85 via-brand-950/45 sm:via-brand-950/40 absolute inset-0 -z-10 bg-gradient-to-t to-transparent sm:bg-gradient-to-r rtl:sm:bg-gradient-to-l"
              />
              <div className="mx-auto flex h-full max-w-7xl items-end px-5 pb-28 sm:items-center sm:px-10 sm:pb-0 lg:px-16">
                <div className="max-w-xl text-white">
                  <p className="text-gold-300 text-xs font-semibold tracking-[0.3em] uppercase">
                    {texts.kicker}
                  </p>
                  <p className="font-display mt-3 text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl">
                    {slide.title}
                  </p>
                  <p className="mt-4 text-base leading-relaxed text-white/85 sm:text-lg">{slide.subtitle}</p>
                  <Link
                    href={slide.href}
                    className="bg-gold-300 text-brand-950 hover:bg-gold-100 mt-8 inline-flex min-h-12 items-center rounded-full px-8 text-sm font-semibold tracking-wide uppercase shadow-lg transition-colors focus-visible:outline-white"
                  >
                    {texts.shopNow}
                  </Link>
                </div>
              </div>
            </div>
          )
        })}
      </div>

      <button
        type="button"
        onClick={previous}
        aria-label={texts.previous}
        className="absolute start-4 bottom-5 flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white sm:top-1/2 sm:bottom-auto sm:size-12 sm:-translate-y-1/2"
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label={texts.next}
        className="absolute end-4 bottom-5 flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white sm:top-1/2 sm:bottom-auto sm:size-12 sm:-translate-y-1/2"
      >
        <ChevronIcon direction="right" />
      </button>

      <div className="absolute bottom-5 left-1/2 flex -translate-x-1/2 items-center gap-1">
        {slides.map((slide, index) => {
          const isActive = index === active
          return (
            <button
              key={slide.id}
              type="button"
              onClick={() => goTo(index)}
              aria-label={texts.goTo(index + 1)}
              aria-current={isActive ? 'true' : undefined}
              className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 ${
                  isActive ? 'w-8 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'
                }`}
              />
            </button>
          )
        })}
      </div>
    </section>
  )
}

/** Points the way the slides go: mirrored on right-to-left pages, where "next" is on the left. */
function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'}
      />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}
