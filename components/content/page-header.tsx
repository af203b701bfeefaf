import type { ReactNode } from 'react'
import type { Crumb } from '@/lib/structured-data'
import { getTexts } from '@/lib/i18n/server-locale'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { breadcrumbTexts } from '@/components/breadcrumb/breadcrumb-texts'

type PageHeaderProps = {
  title: string
  /** A short line above the title, e.g. 'Our Story'. */
  eyebrow?: string
  intro?: ReactNode
  /** The trail after Home; the current page comes last. Omit for just Home / title. */
  breadcrumb?: readonly Crumb[]
  path: string
}

/** The title block every content page opens with: breadcrumb, eyebrow, the page's one h1 and an intro. */
export async function PageHeader({ title, eyebrow, intro, breadcrumb, path }: PageHeaderProps) {
  const texts = await getTexts(breadcrumbTexts)
  const trail = [{ label: texts.home, href: '/' }, ...(breadcrumb ?? [{ label: title, href: path }])]
  return (
    <header className="border-gold-300/50 from-brand-50 to-ivory border-b bg-gradient-to-b">
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-5 sm:px-6 sm:pt-4 sm:pb-14 lg:px-8">
        <Breadcrumb items={trail} />
        <div className="mt-2 max-w-3xl sm:mt-10">
          {eyebrow && (
            <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{eyebrow}</p>
          )}
          <h1 className="font-display text-brand-900 mt-1 text-3xl leading-tight sm:mt-2 sm:text-5xl">
            {title}
          </h1>
          {intro && (
            <div className="text-ink/80 mt-2 text-sm leading-snug sm:mt-4 sm:text-lg sm:leading-relaxed">
              {intro}
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
