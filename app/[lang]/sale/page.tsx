import { cacheLife } from 'next/cache'
import { PageHeader } from '@/components/content/page-header'
import { SaleList } from '@/components/sale/sale-list'
import { saleTexts } from '@/components/sale/sale-texts'
import { productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { saleEntries } from '@/data/sale'
import { joinSaleEntries } from '@/lib/sale'
import { pageMetadata } from '@/lib/seo'
import { saleMetadataInput } from '@/components/seo/page-metadata-inputs'

export const generateMetadata = () => pageMetadata(saleMetadataInput())

/**
 * When this static page was rendered (at build, then on each revalidation of a catalogue page): sales that
 * had ended by then are known to be over before the browser reads its own clock.
 */
async function renderedAt(): Promise<number> {
  'use cache'
  cacheLife('catalogue')
  return Date.now()
}

export default async function SalePage() {
  const texts = await getTexts(saleTexts)
  const locale = await currentLocale()
  // Product names are put in the page's language here: the list is a client component, and the Urdu
  // catalogue's words must not ship in its JavaScript.
  const offers = joinSaleEntries(saleEntries).map((offer) => ({
    ...offer,
    product: productIn(locale, offer.product),
  }))
  return (
    <>
      <PageHeader title={texts.heading} eyebrow={texts.eyebrow} path="/sale" intro={texts.intro} />
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-14 lg:px-8">
        <SaleList offers={offers} renderedAt={await renderedAt()} />
      </div>
    </>
  )
}
