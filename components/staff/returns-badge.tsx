import { RETURN_REASON_WORDS } from '@/lib/orders/lifecycle/status-words'
import { RETURN_REASONS } from '@/lib/orders/lifecycle/transitions'
import type { ReturnRecord } from '@/lib/staff/return-record'

/** "2 parcels came back: refused at the door ×2", beside an order whose mobile has had parcels returned. */
export function ReturnsBadge({ record }: { record: ReturnRecord }) {
  const counts = RETURN_REASONS.flatMap((reason) => {
    const count = record[reason] ?? 0
    return count > 0 ? [`${RETURN_REASON_WORDS[reason]} ×${count}`] : []
  })
  const total = RETURN_REASONS.reduce((sum, reason) => sum + (record[reason] ?? 0), 0)
  return (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
      <span aria-hidden="true">⚠ </span>
      {total === 1 ? '1 parcel came back' : `${total} parcels came back`}: {counts.join(', ')}
    </span>
  )
}
