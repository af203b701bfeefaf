/** What the prerendered sale page shows for the instant before the running sales stream in. */
export function SaleListSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      <p className="sr-only">Loading today&apos;s sales…</p>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="border-gold-300/40 animate-pulse overflow-hidden rounded-2xl border bg-white"
        >
          <div className="bg-brand-50 aspect-[4/5]" />
          <div className="space-y-2 p-3 sm:space-y-3 sm:p-5">
            <div className="bg-brand-100 h-4 w-1/2 rounded" />
            <div className="bg-brand-100 h-6 w-3/4 rounded" />
            <div className="bg-brand-100 h-6 w-1/3 rounded" />
            <div className="bg-brand-50 h-16 rounded-xl" />
            <div className="bg-brand-100 h-11 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  )
}
