import { formatCents } from '@/lib/format/price'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Metadata } from 'next'
import sitemap from '@/app/sitemap'
import { splitLocalePath } from '@/lib/i18n/locale-path'
import { products } from '@/data/products'
import { getCategoryBySlug } from '@/lib/catalogue'
import {
  groupPreview,
  listingPreview,
  pagePreview,
  PREVIEW_PAGE_PATHS,
  previewImagePath,
  productCountAndRange,
  productPreview,
  type PreviewPagePath,
} from './preview-content'

/** The app/ folder that serves a URL path, trying a literal folder first, then a dynamic [param] one. */
function routeFolder(pathname: string): string | undefined {
  // Both languages are served by app/[lang]: '/ur/sale' and '/sale' by app/[lang]/sale.
  let folder = join(process.cwd(), 'app', '[lang]')
  for (const segment of splitLocalePath(pathname).path.split('/').filter(Boolean)) {
    const literal = join(folder, decodeURIComponent(segment))
    if (existsSync(literal)) {
      folder = literal
      continue
    }
    const dynamic = readdirSync(folder).find((name) => /^\[[^.\]]+\]$/.test(name))
    if (!dynamic) return undefined
    folder = join(folder, dynamic)
  }
  return folder
}

describe('preview pictures', () => {
  it('exist for every page in the sitemap: each has an opengraph-image.tsx route', () => {
    const paths = sitemap().map((entry) => new URL(entry.url.replace(/&amp;/g, '&')).pathname)
    expect(paths.length).toBeGreaterThan(130)
    const missing = paths.filter((path) => {
      const folder = routeFolder(path)
      return !folder || !existsSync(join(folder, 'opengraph-image.tsx'))
    })
    expect(missing).toEqual([])
  })

  it("are served at the page's path plus /opengraph-image", () => {
    expect(previewImagePath('/')).toBe('/opengraph-image')
    expect(previewImagePath('/clothing/abayas')).toBe('/clothing/abayas/opengraph-image')
    expect(previewImagePath('/guide/kaftans/')).toBe('/guide/kaftans/opengraph-image')
  })

  it("say a listing's product count and price range", () => {
    expect(productCountAndRange([{ price: 14999 }, { price: 3950 }, { price: 8900 }])).toBe(
      '3 products · $39.50 to $149.99',
    )
    expect(productCountAndRange([{ price: 2000 }])).toBe('1 product · $20.00')
    expect(productCountAndRange([{ price: 2000 }, { price: 2000 }])).toBe('2 products · $20.00')
    const abayas = products.filter((product) => product.category === 'abayas')
    const low = formatCents(Math.min(...abayas.map((product) => product.price)))
    const high = formatCents(Math.max(...abayas.map((product) => product.price)))
    expect(listingPreview(getCategoryBySlug('abayas'))).toMatchObject({
      kicker: 'Clothing',
      title: 'Abayas',
      detail: `${abayas.length} products · ${low} to ${high}`,
      art: 'heroes/abayas',
    })
    expect(groupPreview('hijabs').detail).toMatch(/^\d+ products · \$\d+\.\d\d to \$\d+\.\d\d$/)
  })

  it('give a product its name and price, and describe each picture in words', () => {
    const product = products[0]!
    const preview = productPreview(product)
    expect(preview).toMatchObject({ title: product.name, detail: formatCents(product.price) })
    expect(preview.alt).toContain(product.name)
    expect(preview.art).toBe(product.imageSrc)
  })

  it("use each fixed page's own title", async () => {
    const pages: Record<PreviewPagePath, () => Promise<{ generateMetadata: () => Promise<Metadata> }>> = {
      '/': () => import('@/app/[lang]/page'),
      '/sale': () => import('@/app/[lang]/sale/page'),
      '/category/festive': () => import('@/app/[lang]/category/festive/page'),
      '/blog': () => import('@/app/[lang]/blog/page'),
      '/about': () => import('@/app/[lang]/about/page'),
      '/contact': () => import('@/app/[lang]/contact/page'),
      '/faq': () => import('@/app/[lang]/faq/page'),
      '/careers': () => import('@/app/[lang]/careers/page'),
      '/shipping': () => import('@/app/[lang]/shipping/page'),
      '/privacy': () => import('@/app/[lang]/privacy/page'),
      '/terms': () => import('@/app/[lang]/terms/page'),
      '/payment': () => import('@/app/[lang]/payment/page'),
      '/loyalty': () => import('@/app/[lang]/loyalty/page'),
      '/guide/kaftans': () => import('@/app/[lang]/guide/kaftans/page'),
    }
    for (const path of PREVIEW_PAGE_PATHS) {
      const metadata = await (await pages[path]()).generateMetadata()
      const title = typeof metadata.title === 'string' ? metadata.title : String(metadata.openGraph?.title)
      expect(title.toLowerCase()).toContain(pagePreview(path).title.toLowerCase())
      expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ alt: pagePreview(path).alt })])
    }
  })
})
