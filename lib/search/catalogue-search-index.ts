import { categories } from '@/data/categories'
import { products } from '@/data/products'
import type { Category, Product } from '@/data/schemas'
import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { GROUP_NAMES, categoryIn, productIn } from '@/lib/i18n/catalogue-text'
import { getCategoryBySlug } from '@/lib/catalogue'
import { buildSearchIndex, type SearchDocument, type SearchIndex } from './search-index'

/**
 * The catalogue as search documents: every product and every listing category, each with its words in both
 * languages, so an Urdu query finds an English page's products and the other way round. Runs at build time
 * (the static file /search-index.json) and once per server process (the results page); never in the browser.
 */

const urdu = (english: string) => URDU_VALUE_LABELS[english] ?? ''

function categoryWords(category: Category): string {
  const inUrdu = categoryIn('ur', category)
  return [category.name, inUrdu.name, GROUP_NAMES.en[category.group], GROUP_NAMES.ur[category.group]].join(
    ' ',
  )
}

function productDocument(product: Product): SearchDocument {
  const inUrdu = productIn('ur', product)
  return {
    key: `p${product.id}`,
    kind: 'product',
    id: product.id,
    name: { en: product.name, ur: inUrdu.name },
    price: product.price,
    image: product.imageSrc,
    category: product.category,
    fields: {
      name: `${product.name} ${inUrdu.name}`,
      category: categoryWords(getCategoryBySlug(product.category)),
      colors: product.colors.map((color) => `${color.name} ${urdu(color.name)}`).join(' '),
      fabric: product.fabric ? `${product.fabric} ${urdu(product.fabric)}` : '',
      description: `${product.description} ${inUrdu.description}`,
    },
  }
}

function categoryDocument(category: Category): SearchDocument {
  return {
    key: `c-${category.slug}`,
    kind: 'category',
    slug: category.slug,
    group: category.group,
    name: { en: category.name, ur: categoryIn('ur', category).name },
    fields: { name: categoryWords(category), category: '', colors: '', fabric: '', description: '' },
  }
}

export function catalogueSearchDocuments(): SearchDocument[] {
  return [...products.map(productDocument), ...categories.map(categoryDocument)]
}

let built: SearchIndex | undefined

/** The catalogue's index, built once per process (about 10 ms) and then shared by every request. */
export function catalogueSearchIndex(): SearchIndex {
  built ??= buildSearchIndex(catalogueSearchDocuments())
  return built
}
