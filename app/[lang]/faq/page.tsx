import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { FaqList } from '@/components/content/faq-list'
import { faqTexts } from '@/components/page-texts/faq-texts'
import { JsonLd } from '@/components/seo/json-ld'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...faqTexts.en.page,
    ur: faqTexts.ur.page,
    path: '/faq',
    preview: pagePreview('/faq'),
  })

export default async function FaqPage() {
  const texts = await getTexts(faqTexts)
  const faqs = texts.groups
  return (
    <ContentPage
      title={texts.heading}
      path="/faq"
      eyebrow={texts.eyebrow}
      intro={
        <>
          {texts.intro}{' '}
          <Link href="/contact" className="text-brand-700 font-medium underline underline-offset-4">
            {texts.contact}
          </Link>
          {texts.end}
        </>
      }
      layout="wide"
    >
      <div className="max-w-3xl">
        <FaqList groups={faqs} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.flatMap((group) =>
            group.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        }}
      />
    </ContentPage>
  )
}
