import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { aboutTexts } from '@/components/page-texts/about-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...aboutTexts.en.page,
    ur: aboutTexts.ur.page,
    path: '/about',
    preview: pagePreview('/about'),
  })

export default async function AboutPage() {
  const texts = await getTexts(aboutTexts)
  return (
    <ContentPage title={texts.heading} path="/about" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.began}</h2>
      <p>{texts.beganText}</p>
      <p>
        {texts.nameBefore} <em>{texts.captivating}</em>
        {texts.nameAfter}
      </p>

      <h2>{texts.standFor}</h2>
      <ul>
        {texts.values.map((value) => (
          <li key={value.title}>
            <strong>{value.title}</strong> {value.text}
          </li>
        ))}
      </ul>

      <h2>{texts.shopping}</h2>
      <p>
        {texts.shoppingText} <Link href="/contact">{texts.contact}</Link> {texts.or}{' '}
        <Link href="/faq">{texts.faq}</Link>
        {texts.end}
      </p>
      <p>
        <Link href="/category/clothing">{texts.explore}</Link>
      </p>
    </ContentPage>
  )
}
