import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { LinkCard } from '@/components/content/link-card'
import { CATEGORY_GROUPS, CategoryGroupSchema, type CategoryGroup } from '@/data/schemas'
import { categoriesInGroup, categoryHref } from '@/lib/catalogue'
import { groupPreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

const groups: Record<CategoryGroup, { title: string; eyebrow: string; intro: string; description: string }> =
  {
    clothing: {
      title: 'Clothing',
      eyebrow: 'Modest wardrobe',
      intro: 'Abayas, jilbabs, kaftans, long dresses and tunics, cut for coverage and made to move with you.',
      description:
        'Shop modest clothing at Fatin: abayas, jilbabs, kaftans, long dresses and tunics in breathable, premium fabrics.',
    },
    hijabs: {
      title: 'Hijabs',
      eyebrow: 'Scarves & essentials',
      intro: 'Scarves, shawls, khimars and the pins that keep them perfect, in fabrics for every season.',
      description:
        'Shop hijabs at Fatin: jersey, chiffon and silk scarves, shawls, khimars, and hijab pins and accessories.',
    },
    beauty: {
      title: 'Beauty',
      eyebrow: 'Halal beauty',
      intro: 'Makeup, skincare and haircare made without animal-derived or alcohol-based ingredients.',
      description:
        'Shop halal beauty at Fatin: breathable makeup, gentle skincare, haircare for covered hair and certified halal products.',
    },
    accessories: {
      title: 'Accessories',
      eyebrow: 'Finishing touches',
      intro: 'Jewelry, handbags, belts and shoes to complete every modest look.',
      description:
        'Shop accessories at Fatin: pearl and gold jewelry, handbags and clutches, belts and comfortable shoes.',
    },
  }

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
  const copy = groups[group]
  return pageMetadata({
    title: copy.title,
    description: copy.description,
    path: `/category/${group}`,
    preview: groupPreview(group),
  })
}

export default async function CategoryGroupPage({ params }: PageProps<'/[lang]/category/[group]'>) {
  const group = parseGroup((await params).group)
  if (!group) notFound()
  const copy = groups[group]
  return (
    <ContentPage
      title={copy.title}
      path={`/category/${group}`}
      eyebrow={copy.eyebrow}
      intro={copy.intro}
      layout="wide"
    >
      <ul aria-label={`${copy.title} collections`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categoriesInGroup(group).map((category) => (
          <li key={category.slug}>
            <LinkCard
              href={categoryHref(category)}
              title={category.name}
              text={category.heroSubtitle}
              image={category.heroImage}
              imageAlt=""
              cta={`Shop ${category.name}`}
            />
          </li>
        ))}
      </ul>
    </ContentPage>
  )
}
