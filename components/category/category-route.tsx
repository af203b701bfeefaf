import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { categoriesInGroup, categoryHref } from '@/lib/catalogue'
import { ShareButtons } from '@/components/share/share-buttons'
import type { CategoryGroup } from '@/data/schemas'
import { site } from '@/data/site'
import { categoryFromParams, type CategoryParams } from '@/lib/listing/category-params'
import { DEFAULT_LISTING_STATE, parseListingState } from '@/lib/listing/state'
import { pageMetadata } from '@/lib/seo'
import { listingMetadataInput } from '@/components/seo/page-metadata-inputs'
import { categoryIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { CategoryExtras } from './category-extras'
import { CategoryHero } from './category-hero'
import { CategoryListing } from './category-listing'

/**
 * The listing routes, shared by the four group folders (app/clothing/[category], app/hijabs/[category], ...).
 * Each group is a static folder rather than one app/[group] segment, so a path like /about/x or /foo/bar is
 * not swallowed by the listing route (and served a 200 fallback shell) but falls through to a real 404.
 *
 * Per group:
 *   layout.tsx           hero, collection heading, extras: everything that does not depend on filters
 *   page.tsx             the plain category URL, prerendered, catalogue order
 *   filtered/page.tsx    a filtered or sorted URL, rendered whole per request (`instant = false`); reached
 *                        only through the Proxy rewrite in proxy.ts (see lib/listing/rewrite.ts), a direct
 *                        request is a 404
 */

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export function categoryStaticParams(group: CategoryGroup): CategoryParams[] {
  return categoriesInGroup(group).map((category) => ({ category: category.slug }))
}

export async function categoryMetadata(
  group: CategoryGroup,
  params: Promise<CategoryParams>,
): Promise<Metadata> {
  const category = categoryFromParams(group, await params)
  if (!category) return {}
  return pageMetadata(listingMetadataInput(category))
}

/** Filtered views are variations of the category, which the layout's metadata names as canonical. */
export const filteredCategoryMetadata: Metadata = { robots: { index: false, follow: true } }

export async function CategoryRouteLayout({
  group,
  params,
  children,
}: {
  group: CategoryGroup
  params: Promise<CategoryParams>
  children: ReactNode
}) {
  const found = categoryFromParams(group, await params)
  if (!found) notFound()
  const category = categoryIn(await currentLocale(), found)

  return (
    <>
      <CategoryHero category={category} />
      <section id="products" aria-labelledby="collection-heading">
        <div className="mx-auto max-w-7xl px-4 pt-2 pb-16 sm:px-6 sm:pt-20 lg:px-8">
          {/* On phones the share buttons (icons only there) sit beside the heading, and the type is smaller,
              so the heading, blurb and toolbar leave the first screen room for a row of products. */}
          <header className="mb-2 grid max-w-2xl grid-cols-[1fr_auto] items-center gap-x-3 sm:mb-8 sm:block">
            <h2 id="collection-heading" className="font-display text-brand-900 text-xl sm:text-4xl">
              {category.collectionHeading}
            </h2>
            <p className="text-ink/75 col-span-2 mt-1 text-sm leading-snug sm:mt-3 sm:text-base sm:leading-relaxed">
              {category.collectionBlurb}
            </p>
            <div className="col-start-2 row-start-1 sm:mt-5">
              <ShareButtons compact title={`${category.name} | ${site.name}`} path={categoryHref(category)} />
            </div>
          </header>
          {children}
        </div>
      </section>
      <CategoryExtras slug={category.slug} />
    </>
  )
}

/** The plain URL: must not read searchParams, which would make the prerendered page request-time. */
export async function CategoryRoutePage({
  group,
  params,
}: {
  group: CategoryGroup
  params: Promise<CategoryParams>
}) {
  const category = categoryFromParams(group, await params)
  if (!category) notFound()
  return <CategoryListing category={category} state={DEFAULT_LISTING_STATE} />
}

/**
 * A filtered or sorted URL, rendered whole before it is sent, like the search results page: the filtered
 * products are in the HTML as it arrives, so a shared link shows them in a browser without JavaScript (or
 * with it turned off to save data) too. Streamed behind a <Suspense> skeleton instead, they would sit in a
 * hidden element until an inline script moved them into place. Rendering the layout with them costs about
 * as much as the search page (docs/performance.md, "Filtered listings"). The layout has already answered
 * 404 for an unknown category.
 */
export async function FilteredCategoryRoutePage({
  group,
  params,
  searchParams,
}: {
  group: CategoryGroup
  params: Promise<CategoryParams>
  searchParams: SearchParams
}) {
  const category = categoryFromParams(group, await params)
  if (!category) notFound()
  return <CategoryListing category={category} state={parseListingState(await searchParams)} />
}
