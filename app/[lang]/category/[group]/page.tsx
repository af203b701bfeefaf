import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { LinkCard } from '@/components/content/link-card'
import { CATEGORY_GROUPS, CategoryGroupSchema, type CategoryGroup } from '@/data/schemas'
import { categoriesInGroup, categoryHref } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo'
import { groupMetadataInput } from '@/components/seo/page-metadata-inputs'
import { groupTexts } from '@/components/category/group-texts'
import { categoryIn, GROUP_NAMES } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'

/**
 * Every valid URL is prerendered (generateStaticParams), and an unknown one must answer a real HTTP 404, so
 * params are read before anything streams rather than behind <Suspense>. That makes a navigation here wait
 * for the (static) page instead of showing a shared shell first: accepted, and declared so dev tools agree.
 */
export const instant = false

export function generateStaticParams() {
  return CATEGORY_GROUPS.map((group) => ({ group }))
}

function parseGroup(value: string): CategoryGroup | undefined {
  const parsed = CategoryGroupSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

export async function generateMetadata({ params }: PageProps<'/[lang]/category/[group]'>) {
  const group = parseGroup((await params).group)
  if (!group) return {}
  return pageMetadata(groupMetadataInput(group))
}

export default async function CategoryGroupPage({ params }: PageProps<'/[lang]/category/[group]'>) {
  const group = parseGroup((await params).group)
  if (!group) notFound()
  const locale = await currentLocale()
  const texts = groupTexts[locale]
  const title = GROUP_NAMES[locale][group]
  return (
    <ContentPage
      title={title}
      path={`/category/${group}`}
      eyebrow={texts[group].eyebrow}
      intro={texts[group].intro}
      layout="wide"
    >
      <ul aria-label={texts.collections(title)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categoriesInGroup(group)
          .map((english) => categoryIn(locale, english))
          .map((category) => (
            <li key={category.slug}>
              <LinkCard
                href={categoryHref(category)}
                title={category.name}
                text={category.heroSubtitle}
                image={category.heroImage}
                imageAlt=""
                cta={texts.shop(category.name)}
              />
            </li>
          ))}
      </ul>
    </ContentPage>
  )
}
