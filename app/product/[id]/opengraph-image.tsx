import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { notFound } from 'next/navigation'
import { ImageResponse } from 'next/og'
import { products } from '@/data/products'
import { site } from '@/data/site'
import { findProduct, getCategoryBySlug } from '@/lib/catalogue'
import { formatPrice } from '@/lib/format'

/**
 * The picture a shared product link shows (WhatsApp, Facebook, X): a PNG, since chat apps do not render
 * SVG. Drawn at build time for every product from its own artwork in public/, with name and price; the
 * default font bundled with next/og keeps it offline.
 */
export const alt = 'The product picture with its name and price'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export function generateStaticParams() {
  return products.map((product) => ({ id: String(product.id) }))
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const product = /^\d+$/.test(id) ? findProduct(Number(id)) : undefined
  if (!product) notFound()
  const svg = await readFile(join(process.cwd(), 'public', product.imageSrc), 'base64')
  const category = getCategoryBySlug(product.category)

  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#fbf8f3' }}>
      <div style={{ display: 'flex', padding: 40, background: '#f5e6ee' }}>
        <img
          src={`data:image/svg+xml;base64,${svg}`}
          width={413}
          height={550}
          alt=""
          style={{ borderRadius: 24 }}
        />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flex: 1,
          padding: '48px 64px',
          color: '#1f1a1d',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, letterSpacing: 8, color: '#8d6b23' }}>
          {site.name.toUpperCase()}
        </div>
        <div style={{ display: 'flex', marginTop: 12, fontSize: 26, color: '#6b2f4e' }}>{category.name}</div>
        <div style={{ display: 'flex', marginTop: 24, fontSize: 64, lineHeight: 1.1, color: '#3f1d30' }}>
          {product.name}
        </div>
        <div style={{ display: 'flex', marginTop: 32, fontSize: 56, fontWeight: 700, color: '#552740' }}>
          {formatPrice(product.price)}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 40,
            padding: '12px 24px',
            alignSelf: 'flex-start',
            borderRadius: 999,
            background: '#6b2f4e',
            color: '#ffffff',
            fontSize: 26,
          }}
        >
          {`Free delivery over $${site.freeShippingThreshold}`}
        </div>
      </div>
    </div>,
    size,
  )
}
