import { valueLabelIn } from '@/components/category/listing-texts'
import { currentLocale } from '@/lib/i18n/server-locale'
import { productTexts } from './product-texts'
import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/server-locale-link'
import type { Product } from '@/data/schemas'
import { productHref } from '@/lib/catalogue'
import { formatCents } from '@/lib/format/price'
import { CardQuickActions } from './card-quick-actions'
import { FavoriteHeart } from './favorite-heart'
import { toPurchaseProduct } from './purchase-product'
import { PRODUCT_CARD_SIZES } from '@/components/category/product-grid-class'

/**
 * A product in a grid. The hover picture and the actions are pure CSS: Tailwind's `hover:` variants only apply
 * on devices that can hover, so touch screens keep the main picture and always see the actions, and keyboard
 * users reveal them with focus-within. On a device that cannot hover the hover picture is not displayed at
 * all, and as a lazy image that is not displayed the browser never downloads it: a phone
 * does not pay for a picture it cannot show.
 *
 * The card is a size container: in a phone's two columns (under 15rem wide) its actions take smaller type, so
 * both still fit side by side over the bottom of the picture.
 */
export async function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const locale = await currentLocale()
  const texts = productTexts[locale]
  const href = productHref(product)
  const nameId = `product-${product.id}-name`
  return (
    <article className="group @container relative flex flex-col" data-testid="product-card">
      <div className="bg-brand-50 relative aspect-[3/4] overflow-hidden rounded-2xl">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
          <Picture
            name={product.imageSrc}
            placeholder={placeholderFor(product.imageSrc)}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="card-image"
          />
          <Picture
            name={product.hoverImageSrc}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            data-hover-image=""
            className="card-hover-image"
          />
        </Link>

        {product.isNew || product.isBestseller ? (
          <ul
            className="pointer-events-none absolute start-3 top-3 flex flex-col items-start gap-1.5"
            aria-label={texts.badges}
          >
            {product.isNew ? (
              <li className="bg-brand-700 rounded-full px-2.5 py-1 text-[0.65rem] font-bold tracking-widest text-white">
                {texts.isNew}
              </li>
            ) : null}
            {product.isBestseller ? (
              <li className="bg-gold-300 text-brand-950 rounded-full px-2.5 py-1 text-[0.65rem] font-bold tracking-widest">
                {texts.bestseller}
              </li>
            ) : null}
          </ul>
        ) : null}

        <FavoriteHeart productId={product.id} productName={product.name} className="absolute end-2 top-2" />

        <div role="group" aria-label={texts.quickActions} className="card-quick-actions">
          <CardQuickActions product={toPurchaseProduct(product)} describedBy={nameId} />
        </div>
      </div>

      <div className="mt-2 flex flex-1 flex-col gap-1 px-0.5 sm:mt-3 sm:gap-1.5">
        <h3 id={nameId} className="text-ink text-sm leading-snug font-medium sm:text-base">
          <Link href={href} className="card-title-link">
            {product.name}
          </Link>
        </h3>
        {/* Price and swatches share a row: in a phone's two columns every line of a card counts. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <p className="text-brand-800 font-semibold">{formatCents(product.price)}</p>
          {product.colors.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={texts.colors}>
              {product.colors.map((color, index) => (
                <li key={`${color.name}-${color.hex}`}>
                  <span
                    role="img"
                    aria-label={texts.colorOption(index + 1)}
                    title={valueLabelIn(locale, color.name)}
                    className="color-dot"
                    style={{ backgroundColor: color.hex }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  )
}
