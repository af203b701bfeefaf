import type { ReactNode } from 'react'

/** The frame every category's extra content sits in: an eyebrow, a display heading and the content. */
export function ExtrasSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  children,
}: {
  id: string
  eyebrow: string
  title: string
  intro?: string
  tone?: 'light' | 'tinted'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={tone === 'tinted' ? 'border-gold-300/40 bg-brand-50 border-y' : 'bg-ivory'}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p>
        <h2 id={id} className="font-display text-brand-900 mt-2 text-3xl sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="text-ink/80 mt-4 max-w-2xl text-base leading-relaxed">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
