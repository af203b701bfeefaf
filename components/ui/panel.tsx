import type { ReactNode } from 'react'

/** A titled white card, a region named by its heading: the order page's and the back office's sections. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="font-display text-brand-900 mb-4 text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
