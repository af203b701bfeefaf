/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Slide } from '@/data/schemas'
import { HeroCarousel } from './hero-carousel'
import { CAROUSEL_INTERVAL_MS, PICTURE_LEAD_MS } from './use-carousel-autoplay'

const slides: Slide[] = [
  {
    id: 1,
    image: 'home/slide-1',
    title: 'Abayas for Every Day',
    subtitle: 'First',
    href: '/clothing/abayas',
  },
  { id: 2, image: 'home/slide-2', title: 'Silk Hijabs', subtitle: 'Second', href: '/hijabs/scarves' },
  {
    id: 3,
    image: 'home/slide-3',
    title: 'Halal Beauty',
    subtitle: 'Third',
    href: '/beauty/makeup',
  },
]

/** The slide a shopper sees: the only one not hidden from assistive technology. */
function visibleSlideLabel(): string | null {
  const visible = screen.getAllByRole('group')
  expect(visible).toHaveLength(1)
  return visible[0]!.getAttribute('aria-label')
}

describe('HeroCarousel', () => {
  afterEach(() => jest.useRealTimers())

  it('renders every slide but shows only the first, with its Shop Now link', () => {
    const { container } = render(<HeroCarousel slides={slides} />)
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3)
    expect(screen.getByRole('region', { name: 'Featured collections' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    expect(visibleSlideLabel()).toBe('1 of 3')
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Abayas for Every Day')
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/clothing/abayas')
  })

  it('moves forward with Next slide and wraps from the last slide to the first', () => {
    render(<HeroCarousel slides={slides} />)
    const next = screen.getByRole('button', { name: 'Next slide' })
    fireEvent.click(next)
    expect(visibleSlideLabel()).toBe('2 of 3')
    fireEvent.click(next)
    expect(visibleSlideLabel()).toBe('3 of 3')
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/beauty/makeup')
    fireEvent.click(next)
    expect(visibleSlideLabel()).toBe('1 of 3')
  })

  it('moves back with Previous slide and wraps from the first slide to the last', () => {
    render(<HeroCarousel slides={slides} />)
    const previous = screen.getByRole('button', { name: 'Previous slide' })
    fireEvent.click(previous)
    expect(visibleSlideLabel()).toBe('3 of 3')
    fireEvent.click(previous)
    expect(visibleSlideLabel()).toBe('2 of 3')
  })

  it('jumps to a slide from its dot and marks that dot current', () => {
    render(<HeroCarousel slides={slides} />)
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(visibleSlideLabel()).toBe('3 of 3')
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current')
  })

  it(`advances every ${CAROUSEL_INTERVAL_MS} ms and wraps around`, () => {
    jest.useFakeTimers()
    render(<HeroCarousel slides={slides} />)
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1))
    expect(visibleSlideLabel()).toBe('1 of 3')
    act(() => jest.advanceTimersByTime(1))
    expect(visibleSlideLabel()).toBe('2 of 3')
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(visibleSlideLabel()).toBe('3 of 3')
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(visibleSlideLabel()).toBe('1 of 3')
  })

  it('restarts the full interval after a manual change', () => {
    jest.useFakeTimers()
    render(<HeroCarousel slides={slides} />)
    act(() => jest.advanceTimersByTime(3000))
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }))
    // Clicking focuses nothing in jsdom's fireEvent, so autoplay is still running.
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1))
    expect(visibleSlideLabel()).toBe('2 of 3')
    act(() => jest.advanceTimersByTime(1))
    expect(visibleSlideLabel()).toBe('3 of 3')
  })

  it('pauses while hovered and resumes afterwards', () => {
    jest.useFakeTimers()
    render(<HeroCarousel slides={slides} />)
    const carousel = screen.getByRole('region', { name: 'Featured collections' })
    expect(carousel).toHaveAttribute('data-autoplay', 'on')
    fireEvent.mouseEnter(carousel)
    expect(carousel).toHaveAttribute('data-autoplay', 'paused')
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(visibleSlideLabel()).toBe('1 of 3')
    fireEvent.mouseLeave(carousel)

    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(visibleSlideLabel()).toBe('2 of 3')
  })

  it('stops for good when keyboard focus enters, until the shopper presses Play (WAI-ARIA carousel)', () => {
    jest.useFakeTimers()
    render(<HeroCarousel slides={slides} />)
    const carousel = screen.getByRole('region', { name: 'Featured collections' })
    // jsdom treats a programmatic focus as keyboard focus (:focus-visible), as browsers do without a click.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    expect(carousel).toHaveAttribute('data-autoplay', 'off')
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur())
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(visibleSlideLabel()).toBe('1 of 3')

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    expect(carousel).toHaveAttribute('data-autoplay', 'on')
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(visibleSlideLabel()).toBe('2 of 3')
  })

  it('stops rotating when the shopper presses Pause slideshow', () => {
    jest.useFakeTimers()
    render(<HeroCarousel slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2))
    expect(visibleSlideLabel()).toBe('1 of 3')
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  })

  it('does not rotate for visitors who prefer reduced motion', () => {
    jest.useFakeTimers()
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    try {
      render(<HeroCarousel slides={slides} />)
      expect(screen.getByRole('region', { name: 'Featured collections' })).toHaveAttribute(
        'data-autoplay',
        'off',
      )
      act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2))
      expect(visibleSlideLabel()).toBe('1 of 3')
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
      expect(visibleSlideLabel()).toBe('2 of 3')
    } finally {
      window.matchMedia = original
    }
  })

  it("loads only the first slide's picture, eagerly and first, until another slide is wanted", () => {
    const { container } = render(<HeroCarousel slides={slides} />)
    const images = Array.from(container.querySelectorAll('img'))
    expect(images).toHaveLength(1)
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/^\/pictures\/home\/slide-1-\d+\.webp/))
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
  })

  it(`loads the next slide's picture ${PICTURE_LEAD_MS} ms before autoplay shows it, and keeps the pictures`, () => {
    jest.useFakeTimers()
    const { container } = render(<HeroCarousel slides={slides} />)
    const pictures = () => Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('src'))
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - PICTURE_LEAD_MS - 1))
    expect(pictures()).toHaveLength(1)
    act(() => jest.advanceTimersByTime(1))
    expect(pictures()).toEqual([expect.stringContaining('slide-1-'), expect.stringContaining('slide-2-')])
    act(() => jest.advanceTimersByTime(PICTURE_LEAD_MS))
    expect(visibleSlideLabel()).toBe('2 of 3')
    // The first slide, fading out, keeps its picture.
    expect(pictures()).toHaveLength(2)
  })

  it("loads a slide's picture when the shopper turns to it", () => {
    const { container } = render(<HeroCarousel slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    const sources = Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('src'))
    expect(sources).toEqual([expect.stringContaining('slide-1-'), expect.stringContaining('slide-3-')])
  })
})
