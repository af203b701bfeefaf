import type { Metadata } from 'next'
import {
  festiveMetadataInput,
  groupMetadataInput,
  homeMetadataInput,
  listingMetadataInput,
  productMetadataInput,
  saleMetadataInput,
  searchMetadataInput,
} from '@/components/seo/page-metadata-inputs'
import type { ShareTarget } from '@/lib/campaigns/link-target'
import { metadataIn, type PageMetadataInput } from '@/lib/seo'

export type SharePreview = {
  title: string
  description: string
  /** The og:image's absolute URL, or null for a page that has none (search results). */
  image: { url: string; alt: string } | null
}

function metadataInputOf(target: ShareTarget): PageMetadataInput {
  switch (target.kind) {
    case 'home':
      return homeMetadataInput()
    case 'sale':
      return saleMetadataInput()
    case 'group':
      return target.group === 'festive' ? festiveMetadataInput() : groupMetadataInput(target.group)
    case 'listing':
      return listingMetadataInput(target.category)
    case 'product':
      return productMetadataInput(target.product)
    case 'search':
      return searchMetadataInput(target.words)
  }
}

/**
 * What WhatsApp (and Facebook, Instagram's DMs, X) will show for a campaign link: the target page's own
 * og:title, og:description and og:image, from the very metadata the page declares (metadataIn, lib/seo.ts,
 * with the page's input, components/seo/page-metadata-inputs.ts), in the target's language. A filtered
 * listing shows its listing's preview, as its page does.
 */
export function sharePreview(target: ShareTarget): SharePreview {
  const { openGraph }: Metadata = metadataIn(target.locale, metadataInputOf(target))
  const title = typeof openGraph?.title === 'string' ? openGraph.title : ''
  const images = openGraph?.images
  const first = Array.isArray(images) ? images[0] : images
  const image =
    first && typeof first === 'object' && 'url' in first
      ? { url: String(first.url), alt: typeof first.alt === 'string' ? first.alt : '' }
      : null
  return { title, description: openGraph?.description ?? '', image }
}
