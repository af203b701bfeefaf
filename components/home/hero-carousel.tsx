'use client'

import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import { useLocale } from '@/components/i18n/locale-context'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons'
import type { Slide } from '@/data/schemas'
import { LOCALE_SETTINGS } from '@/lib/i18n/locales'
import { heroCarouselTexts } from './hero-carousel-texts'
import { useCarouselAutoplay } from './use-carousel-autoplay'

type HeroCarouselProps = {
  slides: readonly Slide[]
  /** Each slide's picture placeholder, in order (lib/pictures/placeholders.ts: read on the server). */
  placeholders?: readonly (string | undefined)[]
}

/**
 * How wide a slide's picture is drawn: it covers a box at least 480 px tall (78% of a phone's height), so on
 * a phone its 16:7 picture is about 2.3 times as wide as the screen, cut to the middle.
 */
const SLIDE_SIZES = '(max-width: 639px) calc(78svh * 16 / 7), 100vw'

/**
 * On a portrait phone the slide's narrow crop (its middle square, data/picture-kinds.ts) is what shows. The box
 * there is 78svh tall (480 to 720 px) on a screen at most 3/4 as wide as tall, so it is at most 0.96 times as
 * wide as tall: the square covers it, drawn as wide as the box is tall, with exactly the pixels the whole slide
 * would show, in about half the bytes.
 */
const SLIDE_NARROW = { media: '(max-width: 639px) and (max-aspect-ratio: 3/4)', sizes: '78svh' }

/**
 * The home page hero, following the WAI-ARIA carousel pattern. Every slide is in the server HTML (only the
 * first one visible), so the first paint is complete before any JavaScript runs; autoplay starts once mounted
 * (useCarouselAutoplay).
 *
 * Only the first slide's picture is in the HTML. Another slide's picture loads shortly before autoplay turns
 * to it, or when the shopper turns to it, and stays once loaded.
 */
export function HeroCarousel({ slides, placeholders }: HeroCarouselProps) {
  const count = slides.length
  const locale = useLocale()
  const texts = heroCarouselTexts[locale]
  const {
    active,
    goTo,
    next,
    previous,
    rotating,
    autoplayState,
    userPaused,
    togglePaused,
    hasPicture,
    regionProps,
  } = useCarouselAutoplay(count, LOCALE_SETTINGS[locale].dir)

  if (count === 0) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.region}
      data-autoplay={autoplayState}
      className="bg-brand-950 relative isolate overflow-hidden"
      {...regionProps}
    >
      {/* The rotation control comes first in the tab order (WAI-ARIA carousel pattern); it sits top right. */}
      {count > 1 ? (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={userPaused ? texts.play : texts.pause}
          className="absolute end-4 top-4 z-10 flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white"
        >
          {userPaused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
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
              {hasPicture(index) ? (
                <Picture
                  name={slide.image}
                  placeholder={placeholders?.[index]}
                  alt=""
                  sizes={SLIDE_SIZES}
                  narrow={SLIDE_NARROW}
                  // The first slide is the page's largest paint: fetched first, and preloaded. Another slide's
                  // picture is wanted now when rendered.
                  priority={index === 0}
                  loading="eager"
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
        <ChevronLeftIcon strokeWidth={1.75} className="size-6 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label={texts.next}
        className="absolute end-4 bottom-5 flex size-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white sm:top-1/2 sm:bottom-auto sm:size-12 sm:-translate-y-1/2"
      >
        <ChevronRightIcon strokeWidth={1.75} className="size-6 rtl:-scale-x-100" />
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
