import type { ReactNode } from 'react'
import type { Crumb } from '@/lib/structured-data'
import { PageHeader } from './page-header'
import { Prose } from './prose'

type ContentPageProps = {
  title: string
  path: string
  eyebrow?: string
  intro?: ReactNode
  breadcrumb?: readonly Crumb[]
  /** 'prose' wraps the body in readable text styles; 'wide' leaves a full-width grid to the page. */
  layout?: 'prose' | 'wide'
  children: ReactNode
}

/** The shared shell of the shop's information pages: title block, then the body at a readable width. */
export function ContentPage({
  title,
  path,
  eyebrow,
  intro,
  breadcrumb,
  layout = 'prose',
  children,
}: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} path={path} eyebrow={eyebrow} intro={intro} breadcrumb={breadcrumb} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {layout === 'prose' ? <Prose>{children}</Prose> : children}
      </div>
    </>
  )
}
