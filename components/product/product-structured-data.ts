import type { Category, Product } from '@/data/schemas'
import { site } from '@/data/site'
import { productHref } from '@/lib/catalogue'
import { absoluteUrl } from '@/lib/site-url'

/**
 * The Product structured data as the static page knows it. Availability is not here: it changes with every
 * order, and a figure frozen into cached HTML could tell search engines a sold-out product is in stock; the
 * product page's live island adds it once the shopper store has read the stock (search engines render it).
 */
export function productStructuredData(product: Product, category: Category) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name: product.name,
    description: product.description,
    image: [absoluteUrl(product.imageSrc), absoluteUrl(product.hoverImageSrc)],
    category: category.name,
    ...(product.fabric ? { material: product.fabric } : {}),
    ...(product.colors.length > 0 ? { color: product.colors.map((color) => color.name).join(', ') } : {}),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(productHref(product)),
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}

export type ProductStructuredData = ReturnType<typeof productStructuredData>
