import { JsonLd } from '@/components/seo/json-ld'
import type { Category, Product } from '@/data/schemas'
import { pageAvailability } from '@/lib/stock/page-availability'
import { categoryIn, productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { productJsonLd } from '@/lib/structured-data'

/**
 * The product page's Product structured data, in the cached HTML and the page's language, with the availability
 * the page was last rebuilt with (lib/stock/page-availability.ts). Rendered on the server only: it is not part of any client
 * island, so its JSON is not sent a second time in the page's RSC payload.
 */
export async function ProductStructuredData({ product, category }: { product: Product; category: Category }) {
  const locale = await currentLocale()
  const availability = await pageAvailability(product.id)
  return (
    <JsonLd
      data={productJsonLd(productIn(locale, product), categoryIn(locale, category), availability, locale)}
    />
  )
}
