import { Picture } from '@/components/ui/picture'
import { HOME_CARD_SIZES } from './home-card-sizes'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/server-locale-link'
import type { Product } from '@/data/schemas'
import { productHref } from '@/lib/catalogue'
import { CardStockNote } from '@/components/product/card-stock-note'
import { formatCents } from '@/lib/format/price'

type ArrivalCardProps = {
  product: Pick<Product, 'id' | 'name' | 'price' | 'imageSrc' | 'hoverImageSrc'>
  /** The badge's words in the page's language. */
  badge: string
}

export function ArrivalCard({ product, badge }: ArrivalCardProps) {
  return (
    <article className="group relative">
      <div className="bg-brand-50 relative aspect-[3/4] overflow-hidden rounded-2xl">
        <Picture
          name={product.imageSrc}
          placeholder={placeholderFor(product.imageSrc)}
          alt={product.name}
          sizes={HOME_CARD_SIZES}
          className="card-image"
        />
        <Picture
          name={product.hoverImageSrc}
          alt=""
          sizes={HOME_CARD_SIZES}
          // Not displayed where nothing can hover, so a phone never downloads it (see ProductCard).
          className="card-hover-image"
        />
        <span className="text-brand-800 absolute start-3 top-3 rounded-full bg-white/90 px-3 py-1 text-[0.7rem] font-semibold tracking-wider uppercase shadow-sm">
          {badge}
        </span>
      </div>
      <div className="mt-4 space-y-1 px-1">
        <h3 className="text-ink text-sm leading-snug font-medium sm:text-base">
          <Link href={productHref(product)} className="after:absolute after:inset-0 after:rounded-2xl">
            {product.name}
          </Link>
        </h3>
        <p className="text-brand-800 text-base font-semibold">{formatCents(product.price)}</p>
        <CardStockNote productId={product.id} />
      </div>
    </article>
  )
}
