import { largestPicturePath, pictureSources, pictureUrl } from './picture-sources'

describe('pictureSources', () => {
  const version = process.env.NEXT_PUBLIC_PICTURES_VERSION
  beforeAll(() => {
    process.env.NEXT_PUBLIC_PICTURES_VERSION = 'abc123'
  })
  afterAll(() => {
    process.env.NEXT_PUBLIC_PICTURES_VERSION = version
  })

  it("offers a product picture's widths in AVIF and WebP, under versioned URLs, with its 3:4 size", () => {
    const sources = pictureSources('products/1801')
    expect(sources.srcSets.avif).toBe(
      '/pictures/products/1801-160.avif?v=abc123 160w, /pictures/products/1801-320.avif?v=abc123 320w, ' +
        '/pictures/products/1801-360.avif?v=abc123 360w, /pictures/products/1801-480.avif?v=abc123 480w, ' +
        '/pictures/products/1801-600.avif?v=abc123 600w',
    )
    expect(sources.srcSets.webp).toContain('/pictures/products/1801-600.webp?v=abc123 600w')
    expect(sources.src).toBe('/pictures/products/1801-360.webp?v=abc123')
    expect([sources.width, sources.height]).toEqual([600, 800])
  })

  it('gives each kind its own shape: a slide is 16:7 and goes up to 1600 px', () => {
    const sources = pictureSources('home/slide-2')
    expect([sources.width, sources.height]).toEqual([1600, 700])
    expect(sources.srcSets.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '480w',
      '800w',
      '1200w',
      '1600w',
    ])
  })

  it('gives a slide a narrow crop of its middle square, up to 700 px, and a banner its middle 8:3; a product none', () => {
    const { narrow } = pictureSources('home/slide-2')
    expect([narrow?.width, narrow?.height]).toEqual([700, 700])
    expect(narrow?.srcSets.avif).toBe(
      '/pictures/home/slide-2-narrow-350.avif?v=abc123 350w, /pictures/home/slide-2-narrow-525.avif?v=abc123 525w, ' +
        '/pictures/home/slide-2-narrow-700.avif?v=abc123 700w',
    )
    const banner = pictureSources('heroes/abayas').narrow
    expect([banner?.width, banner?.height]).toEqual([800, 300])
    expect(banner?.srcSets.webp).toContain('/pictures/heroes/abayas-narrow-800.webp?v=abc123 800w')
    expect(pictureSources('products/1801').narrow).toBeUndefined()
  })

  it('reads the artwork paths that bags and orders saved before the photo pipeline', () => {
    expect(pictureSources('/images/products/4.svg')).toEqual(pictureSources('products/4'))
  })

  it('refuses a name no kind claims, rather than pointing at a file that does not exist', () => {
    expect(() => pictureSources('posters/eid')).toThrow(/No picture kind for "posters\/eid"/)
  })

  it('names the largest WebP for search engines, and works unversioned when no version was built in', () => {
    expect(largestPicturePath('products/7')).toBe('/pictures/products/7-600.webp?v=abc123')
    expect(pictureUrl('/pictures/blog/x-900.webp', '')).toBe('/pictures/blog/x-900.webp')
  })
})
