import { groupTexts } from '@/components/category/group-texts'
import { homeTexts } from '@/components/home/home-texts'
import { festiveTexts } from '@/components/page-texts/festive-texts'
import { saleTexts } from '@/components/sale/sale-texts'
import { searchTexts } from '@/components/search/search-texts'
import type { Category, CategoryGroup, Product } from '@/data/schemas'
import { categoryHref, productHref } from '@/lib/catalogue'
import { formatCents } from '@/lib/format/price'
import { categoryIn, GROUP_NAMES, productIn } from '@/lib/i18n/catalogue-text'
import type { PageMetadataInput } from '@/lib/seo'
import { groupPreview, listingPreview, pagePreview, productPreview } from '@/lib/share/preview-content'

/**
 * What the shareable pages say about themselves (title, description, preview picture), for their
 * generateMetadata through pageMetadata (lib/seo.ts) and for the back office's link preview
 * (components/campaigns/link-preview.tsx), so the preview staff see is the one WhatsApp will show.
 */
export function homeMetadataInput(): PageMetadataInput {
  const { en, ur } = homeTexts
  return {
    title: { absolute: en.title },
    description: en.description,
    ur: { title: { absolute: ur.title }, description: ur.description },
    path: '/',
    preview: pagePreview('/'),
  }
}

export function saleMetadataInput(): PageMetadataInput {
  return { ...saleTexts.en.page, ur: saleTexts.ur.page, path: '/sale', preview: pagePreview('/sale') }
}

export function festiveMetadataInput(): PageMetadataInput {
  return {
    ...festiveTexts.en.page,
    ur: festiveTexts.ur.page,
    path: '/category/festive',
    preview: pagePreview('/category/festive'),
  }
}

export function groupMetadataInput(group: CategoryGroup): PageMetadataInput {
  return {
    title: GROUP_NAMES.en[group],
    description: groupTexts.en[group].description,
    ur: { title: GROUP_NAMES.ur[group], description: groupTexts.ur[group].description },
    path: `/category/${group}`,
    preview: groupPreview(group),
  }
}

export function listingMetadataInput(category: Category): PageMetadataInput {
  const urdu = categoryIn('ur', category)
  return {
    title: category.name,
    description: category.metaDescription,
    ur: { title: urdu.name, description: urdu.metaDescription },
    path: categoryHref(category),
    preview: listingPreview(category),
  }
}

export function productMetadataInput(product: Product): PageMetadataInput {
  const urdu = productIn('ur', product)
  return {
    title: product.name,
    description: `${product.name}, ${formatCents(product.price)}. ${product.description}`.slice(0, 160),
    ur: {
      title: urdu.name,
      description: `${urdu.name}، ${formatCents(product.price)}۔ ${urdu.description}`.slice(0, 160),
    },
    path: productHref(product),
    preview: productPreview(product),
  }
}

/** `words`: the search's words, or undefined for the bare page. Results are never indexed, so no picture. */
export function searchMetadataInput(words: string | undefined): PageMetadataInput {
  const { en, ur } = searchTexts
  return {
    title: words ? en.titleFor(words) : en.title,
    description: en.description,
    ur: { title: words ? ur.titleFor(words) : ur.title, description: ur.description },
    path: '/search',
    noindex: true,
  }
}
