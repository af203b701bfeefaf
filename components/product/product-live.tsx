import { unstable_rethrow } from 'next/navigation'
import { JsonLd } from '@/components/content/json-ld'
import type { Category, Product } from '@/data/schemas'
import { productHref } from '@/lib/catalogue'
import { getStock } from '@/lib/stock/stock'
import type { StockStatus } from '@/lib/stock/stock-doc'
import { getWishlistIds } from '@/lib/wishlist/wishlist-view'
import { absoluteUrl } from '@/lib/site-url'
import { site } from '@/data/site'
import { FavoriteHeart } from './favorite-heart'
import { PurchaseForm } from './purchase-form'
import { toPurchaseProduct } from './purchase-product'

/**
 * The request-time part of the product page, streamed into the static shell: live stock (which caps the
 * quantity and at 0 disables buying), whether the shopper saved it, and the Product structured data, whose
 * availability must be the live one. If a read fails the page still sells: the form works as in the shell
 * (addToCart checks stock itself) and the structured data leaves availability out rather than guess.
 */
export async function ProductLive({ product, category }: { product: Product; category: Category }) {
  const [stock, savedIds] = await Promise.all([
    orNull(() => getStock(product.id), 'stock'),
    orNull(() => getWishlistIds(), 'wishlist'),
  ])
  return (
    <>
      <PurchaseForm
        product={toPurchaseProduct(product)}
        stock={stock}
        aside={
          <FavoriteHeart
            productId={product.id}
            size="lg"
            {...(savedIds ? { initialSaved: savedIds.includes(product.id) } : {})}
          />
        }
      />
      <ProductJsonLd product={product} category={category} stock={stock} />
    </>
  )
}

/** The static shell's stand-in until the live part streams in: the same form, stock not yet known. */
export function ProductLiveFallback({ product }: { product: Product }) {
  return (
    <PurchaseForm
      product={toPurchaseProduct(product)}
      stock={null}
      aside={<FavoriteHeart productId={product.id} size="lg" />}
    />
  )
}

async function orNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    unstable_rethrow(error)
    console.error(`[product] could not read the ${what}`, error)
    return null
  }
}

function ProductJsonLd({
  product,
  category,
  stock,
}: {
  product: Product
  category: Category
  stock: StockStatus | null
}) {
  return (
    <JsonLd
      data={{
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
          ...(stock
            ? { availability: `https://schema.org/${stock.inStock ? 'InStock' : 'OutOfStock'}` }
            : {}),
        },
      }}
    />
  )
}
