import { ContentPage } from '@/components/content/content-page'
import { formatLongDate } from '@/components/content/format-date'
import { LinkCard } from '@/components/content/link-card'
import { blogPosts } from '@/data/blog'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'The Fatin Journal',
    description:
      'Styling ideas, hijab fabric guides and halal beauty tips from the Fatin team, for modest fashion every day and every occasion.',
    path: '/blog',
    preview: pagePreview('/blog'),
  })

export default function BlogPage() {
  return (
    <ContentPage
      title="The Fatin Journal"
      path="/blog"
      eyebrow="Inspire your look"
      intro="Styling ideas, fabric guides and halal beauty tips from our team."
      breadcrumb={[{ label: 'Journal', href: '/blog' }]}
      layout="wide"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogPosts.map((post) => (
          <li key={post.slug}>
            <LinkCard
              href={`/blog/${post.slug}`}
              title={post.title}
              text={post.excerpt}
              image={post.image}
              imageAlt=""
              meta={formatLongDate(post.publishedOn)}
              cta="Read article"
            />
          </li>
        ))}
      </ul>
    </ContentPage>
  )
}
