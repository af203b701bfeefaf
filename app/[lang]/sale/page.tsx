import { cacheLife } from 'next/cache'
import { PageHeader } from '@/components/content/page-header'
import { SaleList } from '@/components/sale/sale-list'
import { saleEntries } from '@/data/sale'
import { joinSaleEntries } from '@/lib/sale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Flash Sale',
    description:
      'Limited-time flash sale prices on Fatin abayas, hijabs and halal beauty. Each deal ends when its countdown does.',
    path: '/sale',
    preview: pagePreview('/sale'),
  })

/**
 * When this static page was rendered (at build, then on each daily revalidation): sales that had ended by
 * then are known to be over before the browser reads its own clock.
 */
async function renderedAt(): Promise<number> {
  'use cache'
  cacheLife('days')
  return Date.now()
}

export default async function SalePage() {
  return (
    <>
      <PageHeader
        title="Flash Sale"
        eyebrow="Limited time"
        path="/sale"
        intro="Favourite pieces at their lowest prices. Every deal has its own countdown; when it reaches zero, the offer is gone."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <SaleList offers={joinSaleEntries(saleEntries)} renderedAt={await renderedAt()} />
      </div>
    </>
  )
}
