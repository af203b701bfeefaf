import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/components/not-found/not-found-metadata'
import { NOT_FOUND_SEGMENT } from '@/lib/routing/not-found-rewrite'

/** One known value per language, as Cache Components needs; every path here is a 404. */
export function generateStaticParams() {
  return [{ missing: [NOT_FOUND_SEGMENT] }]
}

export const generateMetadata = notFoundMetadata

/**
 * Paths no page serves, in either language, and the address proxy.ts rewrites unknown paths to: the 404
 * screen of app/[lang]/not-found.tsx, with a 404 status, inside the shop's layout in the page's language.
 * (Next sends this screen as its error document, drawn in the browser from the payload in the page; a
 * prerendered page cannot carry a 404 status, and a root not-found could not know the language.)
 */
export default function MissingPage() {
  notFound()
}
