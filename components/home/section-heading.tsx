import type { ReactNode } from 'react'

type SectionHeadingProps = {
  id: string
  /** The h2 text; tests and the section order rely on it being exactly the specification's wording. */
  title: string
  eyebrow?: string
  children?: ReactNode
  align?: 'center' | 'start'
}

export function SectionHeading({ id, title, eyebrow, children, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center'
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className="text-gold-700 text-xs font-semibold tracking-[0.25em] uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="font-display text-brand-900 mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className={`bg-gold-500 mt-4 block h-px w-16 ${centered ? 'mx-auto' : ''}`} />
      {children ? <div className="text-ink/70 mt-4 text-base leading-relaxed">{children}</div> : null}
    </div>
  )
}
