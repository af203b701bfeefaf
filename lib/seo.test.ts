import type { Metadata } from 'next'
import { metadataIn } from './seo'
import { listingPreview } from '@/lib/share/preview-content'
import { getCategoryBySlug } from '@/lib/catalogue'
import { siteUrl } from '@/lib/site-url'

type Image = { url: string; width?: number; height?: number; alt?: string; type?: string }

function images(metadata: Metadata, key: 'openGraph' | 'twitter'): Image[] {
  const images = (metadata[key] as { images?: unknown } | undefined)?.images
  return Array.isArray(images) ? (images as Image[]) : []
}

describe('pageMetadata', () => {
  const abayas = getCategoryBySlug('abayas')
  const metadata = metadataIn('en', {
    title: 'Abayas',
    description: 'Shop modest abayas at Fatin.',
    path: '/clothing/abayas',
    preview: listingPreview(abayas),
  })

  it("points og:image at the page's own 1200x630 PNG route, as an absolute URL, with its alt text", () => {
    expect(images(metadata, 'openGraph')).toEqual([
      {
        url: `${siteUrl()}/clothing/abayas/opengraph-image`,
        width: 1200,
        height: 630,
        alt: listingPreview(abayas).alt,
        type: 'image/png',
      },
    ])
    expect(images(metadata, 'openGraph')[0]!.url).toMatch(
      /^https?:\/\/[^/]+\/clothing\/abayas\/opengraph-image$/,
    )
  })

  it('asks X for a large picture card with the same image, and gives the Open Graph type', () => {
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Abayas' })
    expect(images(metadata, 'twitter')).toEqual(images(metadata, 'openGraph'))
    expect(metadata.openGraph).toMatchObject({ type: 'website', title: 'Abayas', url: '/clothing/abayas' })
    expect(
      metadataIn('en', {
        title: 'A',
        description: 'B',
        path: '/blog/x',
        preview: { alt: 'x' },
        type: 'article',
      }).openGraph,
    ).toMatchObject({ type: 'article' })
  })

  it('never names an SVG as the preview, whatever the page', () => {
    const all = [
      metadata,
      metadataIn('en', { title: 'Home', description: 'd', path: '/', preview: { alt: 'a' } }),
    ]
    for (const each of all) {
      for (const image of images(each, 'openGraph')) expect(image.url).not.toMatch(/\.svg$/)
    }
  })

  it("names the home page's picture at /opengraph-image and keeps an absolute title as given", () => {
    const home = metadataIn('en', {
      title: { absolute: 'Fatin | Modest Fashion' },
      description: 'd',
      path: '/',
      preview: { alt: 'a' },
    })
    expect(home.title).toEqual({ absolute: 'Fatin | Modest Fashion' })
    expect(home.openGraph).toMatchObject({ title: 'Fatin | Modest Fashion' })
    expect(images(home, 'openGraph')[0]!.url).toBe(`${siteUrl()}/opengraph-image`)
  })

  it('gives the canonical URL as the bare path, and no picture or X card to pages kept out of search', () => {
    expect(metadata.alternates).toEqual({
      canonical: '/clothing/abayas',
      languages: {
        'en-PK': '/clothing/abayas',
        'ur-PK': '/ur/clothing/abayas',
        'x-default': '/clothing/abayas',
      },
    })
    const cart = metadataIn('en', { title: 'My Cart', description: 'd', path: '/cart', noindex: true })
    expect(cart.robots).toEqual({ index: false, follow: true })
    expect(images(cart, 'openGraph')).toEqual([])
    expect(cart.twitter).toBeUndefined()
  })
})

describe('pageMetadata on an Urdu page', () => {
  const input = {
    title: 'Sale',
    description: 'Every offer',
    path: '/sale',
    preview: { alt: 'The sale' },
    ur: { title: 'سیل', description: 'تمام آفرز' },
  }

  it('gives the Urdu words, the /ur canonical and the same alternates as the English page', () => {
    const urdu = metadataIn('ur', input)
    expect(urdu.title).toBe('سیل')
    expect(urdu.description).toBe('تمام آفرز')
    expect(urdu.alternates).toEqual({
      canonical: '/ur/sale',
      languages: { 'en-PK': '/sale', 'ur-PK': '/ur/sale', 'x-default': '/sale' },
    })
    expect(urdu.openGraph).toMatchObject({ url: '/ur/sale', locale: 'ur_PK' })
    expect(metadataIn('en', input).title).toBe('Sale')
  })
})
