import { blogPosts } from '@/data/blog'
import { categories } from '@/data/categories'
import { products } from '@/data/products'
import { CATEGORY_GROUPS } from '@/data/schemas'
import { isDrawablePreview } from './drawable-preview'
import {
  blogPostPreview,
  groupPreview,
  listingPreview,
  pagePreview,
  PREVIEW_PAGE_PATHS,
  productPreview,
} from './preview-content'

describe('isDrawablePreview', () => {
  it("accepts every page's own preview", () => {
    const previews = [
      ...products.map(productPreview),
      ...categories.map(listingPreview),
      ...CATEGORY_GROUPS.map(groupPreview),
      ...blogPosts.map(blogPostPreview),
      ...PREVIEW_PAGE_PATHS.map(pagePreview),
    ]
    expect(previews.filter((preview) => !isDrawablePreview(preview))).toEqual([])
  })

  it('refuses words past their length, a picture the pipeline did not build, and what is not a preview', () => {
    const product = productPreview(products[0]!)
    expect(isDrawablePreview({ ...product, title: 'x'.repeat(5000) })).toBe(false)
    expect(isDrawablePreview({ ...product, art: '../../package.json' })).toBe(false)
    expect(isDrawablePreview({ ...product, art: 'constructor' })).toBe(false)
    expect(isDrawablePreview({ ...product, artFocus: 'url(x)' })).toBe(false)
    expect(isDrawablePreview('text')).toBe(false)
    expect(isDrawablePreview(null)).toBe(false)
  })
})
