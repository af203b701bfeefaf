/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { Picture } from './picture'

describe('Picture', () => {
  const version = process.env.NEXT_PUBLIC_PICTURES_VERSION
  beforeAll(() => {
    process.env.NEXT_PUBLIC_PICTURES_VERSION = 'abc123'
  })
  afterAll(() => {
    process.env.NEXT_PUBLIC_PICTURES_VERSION = version
  })

  it('offers AVIF first, then WebP, at the widths its place needs, lazily, with its own size', () => {
    const { container } = render(
      <Picture name="products/4" alt="Pearl-Trim Occasion Abaya" sizes="50vw" className="card-image" />,
    )
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute('sizes', '50vw')
    expect(source?.getAttribute('srcset')).toContain('/pictures/products/4-480.avif?v=abc123 480w')

    const picture = screen.getByRole('img', { name: 'Pearl-Trim Occasion Abaya' })
    expect(picture.getAttribute('srcset')).toContain('/pictures/products/4-480.webp?v=abc123 480w')
    expect(picture).toHaveAttribute('sizes', '50vw')
    expect(picture).toHaveAttribute('src', '/pictures/products/4-360.webp?v=abc123')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture).toHaveAttribute('decoding', 'async')
    expect(picture).toHaveAttribute('width', '600')
    expect(picture).toHaveAttribute('height', '800')
    expect(picture).toHaveClass('card-image')
    expect(picture).not.toHaveAttribute('fetchpriority')
    expect(picture.getAttribute('src')).not.toMatch(/\.svg/)
  })

  it('fetches the main picture of a page at once and first', () => {
    render(<Picture name="products/1" alt="Front" sizes="100vw" priority />)
    const picture = screen.getByRole('img', { name: 'Front' })
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
  })

  it('shows its placeholder behind it until it is drawn', () => {
    render(
      <Picture name="heroes/abayas" alt="" sizes="100vw" placeholder="data:image/webp;base64,UklGRg==" />,
    )
    const picture = document.querySelector('img')
    expect(picture?.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg==")')
    expect(picture?.style.backgroundSize).toBe('cover')
  })

  it('takes an explicit loading and fetch priority when it is not the main picture', () => {
    render(<Picture name="home/slide-2" alt="" sizes="100vw" loading="eager" fetchPriority="auto" />)
    const picture = document.querySelector('img')
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'auto')
    expect(picture).not.toHaveAttribute('style')
  })

  it("offers a slide's narrow crop first under its media query, then the whole slide elsewhere", () => {
    const media = '(max-width: 639px) and (max-aspect-ratio: 3/4)'
    const { container } = render(
      <Picture name="home/slide-1" alt="" sizes="100vw" narrow={{ media, sizes: '78svh' }} />,
    )
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => [source.getAttribute('media'), source.getAttribute('type')])).toEqual([
      [media, 'image/avif'],
      [media, 'image/webp'],
      [null, 'image/avif'],
    ])
    expect(sources[0]).toHaveAttribute('sizes', '78svh')
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/pictures/home/slide-1-narrow-350.avif?v=abc123 350w, /pictures/home/slide-1-narrow-525.avif?v=abc123 525w, ' +
        '/pictures/home/slide-1-narrow-700.avif?v=abc123 700w',
    )
    expect(sources[1]?.getAttribute('srcset')).toContain(
      '/pictures/home/slide-1-narrow-700.webp?v=abc123 700w',
    )
    expect(sources[2]).toHaveAttribute('sizes', '100vw')
    expect(sources[2]?.getAttribute('srcset')).toContain('/pictures/home/slide-1-1600.avif?v=abc123 1600w')
  })

  it('has no narrow sources for a kind without a narrow crop', () => {
    const { container } = render(
      <Picture
        name="products/4"
        alt=""
        sizes="50vw"
        narrow={{ media: '(max-width: 639px)', sizes: '100vw' }}
      />,
    )
    expect(container.querySelectorAll('picture > source')).toHaveLength(1)
    expect(container.querySelector('source[media]')).toBeNull()
  })
})
