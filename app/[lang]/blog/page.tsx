import { ContentPage } from '@/components/content/content-page'
import { formatLongDate } from '@/lib/format/date'
import { LinkCard } from '@/components/content/link-card'
import { journalTexts } from '@/components/page-texts/journal-texts'
import { blogPosts } from '@/data/blog'
import { blogPostIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...journalTexts.en.page,
    ur: journalTexts.ur.page,
    path: '/blog',
    preview: pagePreview('/blog'),
  })

export default async function BlogPage() {
  const locale = await currentLocale()
  const texts = journalTexts[locale]
  return (
    <ContentPage
      title={texts.heading}
      path="/blog"
      eyebrow={texts.eyebrow}
      intro={texts.intro}
      breadcrumb={[{ label: texts.journal, href: '/blog' }]}
      layout="wide"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogPosts
          .map((english) => blogPostIn(locale, english))
          .map((post) => (
            <li key={post.slug}>
              <LinkCard
                href={`/blog/${post.slug}`}
                title={post.title}
                text={post.excerpt}
                image={post.image}
                imageAlt=""
                meta={formatLongDate(post.publishedOn, locale)}
                cta={texts.read}
              />
            </li>
          ))}
      </ul>
    </ContentPage>
  )
}
