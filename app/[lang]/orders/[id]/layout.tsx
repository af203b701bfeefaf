import type { ReactNode } from 'react'

/** The order page's shell, kept by its error boundary (app/orders/[id]/error.tsx). */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </div>
  )
}
