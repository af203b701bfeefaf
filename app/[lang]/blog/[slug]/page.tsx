import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/locale-link'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/content/page-header'
import { formatLongDate } from '@/lib/format/date'
import { JsonLd } from '@/components/seo/json-ld'
import { LinkCard } from '@/components/content/link-card'
import { Prose } from '@/components/content/prose'
import { journalTexts } from '@/components/page-texts/journal-texts'
import { blogPosts } from '@/data/blog'
import { blogPostIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { site } from '@/data/site'
import { blogPostPreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'

/**
 * Every valid URL is prerendered (generateStaticParams), and an unknown one must answer a real HTTP 404, so
 * params are read before anything streams rather than behind <Suspense>. That makes a navigation here wait
 * for the (static) page instead of showing a shared shell first: accepted, and declared so dev tools agree.
 */
export const instant = false

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }))
}

function findPost(slug: string) {
  return blogPosts.find((post) => post.slug === slug)
}

export async function generateMetadata({ params }: PageProps<'/[lang]/blog/[slug]'>) {
  const post = findPost((await params).slug)
  if (!post) return {}
  const urdu = blogPostIn('ur', post)
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    ur: { title: urdu.title, description: urdu.excerpt },
    path: `/blog/${post.slug}`,
    preview: blogPostPreview(post),
    type: 'article',
  })
}

export default async function BlogPostPage({ params }: PageProps<'/[lang]/blog/[slug]'>) {
  const found = findPost((await params).slug)
  if (!found) notFound()
  const locale = await currentLocale()
  const texts = journalTexts[locale]
  const post = blogPostIn(locale, found)
  const path = `/blog/${post.slug}`
  const others = blogPosts
    .filter((other) => other.slug !== post.slug)
    .map((other) => blogPostIn(locale, other))

  return (
    <article>
      <PageHeader
        title={post.title}
        path={path}
        eyebrow={texts.journal}
        intro={
          <>
            <p>{post.excerpt}</p>
            <p className="text-ink-muted mt-3 text-sm">
              <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn, locale)}</time> ·{' '}
              {texts.team}
            </p>
          </>
        }
        breadcrumb={[
          { label: texts.journal, href: '/blog' },
          { label: post.title, href: path },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="max-w-3xl">
          <Picture
            name={post.image}
            placeholder={placeholderFor(post.image)}
            alt=""
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="bg-brand-50 aspect-video w-full rounded-2xl object-cover"
          />
          <Prose className="mt-10">
            {post.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            <p>
              <Link href="/blog">{texts.back}</Link>
            </p>
          </Prose>
        </div>

        {others.length > 0 && (
          <aside aria-labelledby="more-articles" className="border-gold-300/50 mt-16 border-t pt-10">
            <h2 id="more-articles" className="font-display text-brand-900 text-2xl">
              {texts.more}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {others.map((other) => (
                <li key={other.slug}>
                  <LinkCard
                    href={`/blog/${other.slug}`}
                    title={other.title}
                    text={other.excerpt}
                    image={other.image}
                    imageAlt=""
                    meta={formatLongDate(other.publishedOn, locale)}
                    cta={texts.read}
                    headingLevel="h3"
                  />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          image: absoluteUrl(post.image),
          datePublished: post.publishedOn,
          mainEntityOfPage: absoluteUrl(path),
          author: { '@type': 'Organization', name: `${site.name} team` },
          publisher: { '@type': 'Organization', name: site.name },
        }}
      />
    </article>
  )
}
