import { blogPostIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/server-locale-link'
import { blogPosts } from '@/data/blog'
import { SectionHeading } from './section-heading'

const TEASER_COUNT = 3

export async function BlogTeasers() {
  const locale = await currentLocale()
  const texts = homeTexts[locale].journal
  return (
    <section aria-labelledby="inspire-heading" className="render-when-near bg-brand-50/70">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="inspire-heading" title={texts.title} eyebrow={texts.eyebrow}>
          {texts.intro}
        </SectionHeading>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {blogPosts
            .slice(0, TEASER_COUNT)
            .map((english) => blogPostIn(locale, english))
            .map((post) => (
              <li key={post.id}>
                <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
                  <div className="bg-brand-100 aspect-[3/2] overflow-hidden">
                    <Picture
                      name={post.image}
                      placeholder={placeholderFor(post.image)}
                      alt=""
                      sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                      className="tile-image"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="font-display text-brand-900 text-xl leading-snug font-semibold">
                      {post.title}
                    </h3>
                    <p className="text-ink/70 mt-3 flex-1 leading-relaxed">{post.excerpt}</p>
                    <Link
                      href={`/blog/${post.slug}`}
                      className="text-brand-700 hover:text-brand-900 mt-5 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold tracking-wide uppercase"
                    >
                      {texts.readMore}
                      <span className="sr-only">: {post.title}</span>
                      <span aria-hidden="true">&rarr;</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
        </ul>
      </div>
    </section>
  )
}
