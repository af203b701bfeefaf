import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/components/not-found/not-found-metadata'
import { NotFoundScreen } from '@/components/not-found/not-found-screen'
import { NOT_FOUND_PAGE_SEGMENT, NOT_FOUND_SEGMENT } from '@/lib/routing/not-found-rewrite'

/** The two known values per language that are prerendered; every other path here is a 404 too. */
export function generateStaticParams() {
  return [{ missing: [NOT_FOUND_SEGMENT] }, { missing: [NOT_FOUND_PAGE_SEGMENT] }]
}

export const generateMetadata = notFoundMetadata

/**
 * Paths no page serves, in either language, and the address proxy.ts rewrites unknown paths to
 * (/{lang}/not-found): notFound(), the 404 screen of app/[lang]/not-found.tsx with a 404 status, which Next
 * (16.4, Cache Components) sends as an empty document its scripts draw.
 *
 * So the same screen is also prerendered as a whole page at /{lang}/not-found-page, whose HTML the proxy
 * serves a browser's page load with the 404 status (lib/routing/not-found-document.ts): a dead link is not a
 * blank page while the scripts load, or for good without them. A rewrite to it would not do, since Next
 * serves a prerendered page with its stored status, 200; nobody reaches it by its address.
 */
export default async function MissingPage({ params }: PageProps<'/[lang]/[...missing]'>) {
  const { missing } = await params
  if (missing.length !== 1 || missing[0] !== NOT_FOUND_PAGE_SEGMENT) notFound()
  return <NotFoundScreen />
}
