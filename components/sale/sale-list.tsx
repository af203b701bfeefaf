import { EmptyState } from '@/components/content/empty-state'
import { saleEntries } from '@/data/sale'
import { requestTime } from '@/lib/request-time'
import { activeSales } from '@/lib/sale'
import { SaleCard } from './sale-card'

/**
 * The sales still running when this request arrives. Reads the time at request time, so it must be
 * rendered inside <Suspense>; the rest of the sale page is prerendered.
 */
export async function SaleList() {
  const sales = activeSales(saleEntries, await requestTime())
  if (sales.length === 0) {
    return (
      <EmptyState
        title="No Active Sales at the Moment"
        message="Check back later for exciting offers!"
        action={{ label: 'Continue Shopping', href: '/' }}
        icon={<TagIcon />}
      />
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sale items">
      {sales.map((sale) => (
        <li key={sale.entry.productId}>
          <SaleCard sale={sale} />
        </li>
      ))}
    </ul>
  )
}

function TagIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-8">
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 01-2.8 0L3 13V3h10l7.6 7.6a2 2 0 010 2.8z" strokeLinejoin="round" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </svg>
  )
}
