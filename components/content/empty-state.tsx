import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { primaryButton } from './button-styles'

type EmptyStateProps = {
  title: string
  message: string
  action: { label: string; href: string }
  icon?: ReactNode
  /** The heading level fits the page: h2 under a page h1, h1 when the empty state is the page. */
  headingLevel?: 'h1' | 'h2'
}

/** A friendly "nothing here" panel with one clear way forward. */
export function EmptyState({ title, message, action, icon, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel
  return (
    <div className="border-gold-300/60 mx-auto flex max-w-md flex-col items-center rounded-2xl border bg-white px-6 py-12 text-center shadow-sm">
      {icon && (
        <div
          aria-hidden="true"
          className="bg-brand-50 text-brand-700 mb-5 grid size-16 place-items-center rounded-full"
        >
          {icon}
        </div>
      )}
      <Heading className="font-display text-brand-900 text-2xl">{title}</Heading>
      <p className="text-ink/75 mt-3">{message}</p>
      <Link href={action.href} className={`${primaryButton} mt-8`}>
        {action.label}
      </Link>
    </div>
  )
}
