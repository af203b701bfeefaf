import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/locale-link'
import type { Product } from '@/data/schemas'
import { productHref } from '@/lib/catalogue'
import { formatCents } from '@/lib/format/price'

/** A plain product card for curated edits: picture, name and price, all one link to the product. */
export function ProductTile({ product }: { product: Pick<Product, 'id' | 'name' | 'price' | 'imageSrc'> }) {
  return (
    <Link
      href={productHref(product)}
      className="group focus-visible:outline-brand-600 block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <div className="bg-brand-50 aspect-[3/4] overflow-hidden rounded-2xl">
        <Picture
          name={product.imageSrc}
          placeholder={placeholderFor(product.imageSrc)}
          alt={product.name}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <h3 className="text-ink group-hover:text-brand-700 mt-3 font-medium">{product.name}</h3>
      <p className="text-brand-800 mt-1 font-semibold">{formatCents(product.price)}</p>
    </Link>
  )
}
