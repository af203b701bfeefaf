import type { Metadata } from 'next'
import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'

/** Never indexed (proxy.ts also sends X-Robots-Tag and no-store for every /staff response). */
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Fatin back office' },
  robots: { index: false, follow: false },
}

/** The back office's shell, kept by its error boundary (app/staff/error.tsx). */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-ivory print:bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8 print:p-0">
        <nav aria-label="Back office" className="mb-6 flex flex-wrap items-center gap-x-4 print:hidden">
          <Link href="/staff" className="text-brand-800 inline-flex min-h-11 items-center font-semibold">
            Back office: orders
          </Link>
          <Link
            href="/staff/stock"
            className="text-brand-800 inline-flex min-h-11 items-center font-semibold"
          >
            Stock
          </Link>
          <Link
            href="/staff/links"
            className="text-brand-800 inline-flex min-h-11 items-center font-semibold"
          >
            Campaign links
          </Link>
          <Link
            href="/staff/campaigns"
            className="text-brand-800 inline-flex min-h-11 items-center font-semibold"
          >
            Campaigns report
          </Link>
        </nav>
        {children}
      </div>
    </div>
  )
}
