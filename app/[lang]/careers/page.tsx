import { ContentPage } from '@/components/content/content-page'
import { careersTexts } from '@/components/page-texts/careers-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...careersTexts.en.page,
    ur: careersTexts.ur.page,
    path: '/careers',
    preview: pagePreview('/careers'),
  })

/** One subject in both languages, so applications land in one place in the shop's inbox. */
const CAREERS_SUBJECT = `Careers at ${site.name}`
const careersMail = `mailto:${site.contact.email}?subject=${encodeURIComponent(CAREERS_SUBJECT)}`

export default async function CareersPage() {
  const texts = await getTexts(careersTexts)
  return (
    <ContentPage title={texts.heading} path="/careers" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.how}</h2>
      <ul>
        {texts.values.map((value) => (
          <li key={value.title}>
            <strong>{value.title}</strong> {value.text}
          </li>
        ))}
      </ul>

      <h2>{texts.open}</h2>
      <p>{texts.none}</p>
      <p>
        {texts.sendBefore}{' '}
        <a href={careersMail} dir="ltr">
          {site.contact.email}
        </a>{' '}
        {texts.subjectBefore}
        <span lang="en" dir="ltr">
          {CAREERS_SUBJECT}
        </span>
        {texts.subjectAfter}
      </p>
    </ContentPage>
  )
}
