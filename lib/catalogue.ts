import { categories } from '@/data/categories'
import { products } from '@/data/products'
import type { Category, CategoryGroup, CategorySlug, Product } from '@/data/schemas'

/** Read access to the static catalogue; pages go through here rather than filtering data/ themselves. */

export function categoryHref(category: Pick<Category, 'group' | 'slug'>): string {
  return `/${category.group}/${category.slug}`
}

export function findCategory(group: string, slug: string): Category | undefined {
  return categories.find((category) => category.group === group && category.slug === slug)
}

export function getCategoryBySlug(slug: CategorySlug): Category {
  const category = categories.find((candidate) => candidate.slug === slug)
  if (!category) throw new Error(`Unknown category ${slug}`)
  return category
}

export function categoriesInGroup(group: CategoryGroup): Category[] {
  return categories.filter((category) => category.group === group)
}

export function productsInCategory(slug: CategorySlug): Product[] {
  return products.filter((product) => product.category === slug)
}

export function findProduct(id: number): Product | undefined {
  return products.find((product) => product.id === id)
}

export function productHref(product: Pick<Product, 'id'>): string {
  return `/product/${product.id}`
}
