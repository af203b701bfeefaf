import { Fragment } from 'react'
import Link from '@/components/i18n/locale-link'
import { primaryButton } from '@/components/content/button-styles'
import { ContentPage } from '@/components/content/content-page'
import { JsonLd } from '@/components/seo/json-ld'
import { ProductTile } from '@/components/content/product-tile'
import { Prose } from '@/components/content/prose'
import { kaftanGuideTexts } from '@/components/page-texts/kaftan-guide-texts'
import { site } from '@/data/site'
import { categoryHref, getCategoryBySlug, productsInCategory } from '@/lib/catalogue'
import { categoryIn, productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'

export const generateMetadata = () =>
  pageMetadata({
    ...kaftanGuideTexts.en.page,
    ur: kaftanGuideTexts.ur.page,
    path: '/guide/kaftans',
    type: 'article',
    preview: pagePreview('/guide/kaftans'),
  })

export default async function KaftanGuidePage() {
  const locale = await currentLocale()
  const texts = await getTexts(kaftanGuideTexts)
  const kaftans = categoryIn(locale, getCategoryBySlug('kaftans'))
  const picks = productsInCategory('kaftans')
    .slice(0, 4)
    .map((product) => productIn(locale, product))
  return (
    <ContentPage
      title={texts.page.title}
      path="/guide/kaftans"
      eyebrow={texts.eyebrow}
      intro={texts.intro}
      breadcrumb={[
        { label: kaftans.name, href: categoryHref(kaftans) },
        { label: texts.breadcrumb, href: '/guide/kaftans' },
      ]}
      layout="wide"
    >
      <article>
        <Prose>
          {texts.sections.map((section) => (
            <Fragment key={section.heading}>
              <h2>{section.heading}</h2>
              <p>{section.text}</p>
            </Fragment>
          ))}
        </Prose>

        {picks.length > 0 && (
          <section aria-labelledby="kaftan-picks" className="mt-14">
            <h2 id="kaftan-picks" className="font-display text-brand-900 text-2xl sm:text-3xl">
              {texts.picks}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {picks.map((product) => (
                <li key={product.id}>
                  <ProductTile product={product} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className="mt-12">
          <Link href={categoryHref(kaftans)} className={primaryButton}>
            {texts.shopAll}
          </Link>
        </p>
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: texts.page.title,
          description: texts.page.description,
          inLanguage: locale,
          mainEntityOfPage: absoluteUrl('/guide/kaftans'),
          publisher: { '@type': 'Organization', name: site.name },
        }}
      />
    </ContentPage>
  )
}
