import { ContentPage } from '@/components/content/content-page'
import { privacyTexts } from '@/components/page-texts/privacy-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...privacyTexts.en.page,
    ur: privacyTexts.ur.page,
    path: '/privacy',
    preview: pagePreview('/privacy'),
  })

export default async function PrivacyPage() {
  const texts = await getTexts(privacyTexts)
  return (
    <ContentPage title={texts.heading} path="/privacy" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.collect}</h2>
      <ul>
        <li>
          <strong>{texts.accountTerm}</strong> {texts.account}
        </li>
        <li>
          <strong>{texts.ordersTerm}</strong> {texts.orders}
        </li>
        <li>
          <strong>{texts.savedTerm}</strong> {texts.saved}
        </li>
      </ul>

      <h2>{texts.use}</h2>
      <p>{texts.useText}</p>
      <p>
        <strong>{texts.neverSell}</strong> {texts.sharing}
      </p>

      <h2>{texts.cookies}</h2>
      <p>{texts.cookiesText}</p>
      <p>{texts.campaignsText}</p>

      <h2>{texts.choices}</h2>
      <p>
        {texts.choicesBefore}{' '}
        <a href={`mailto:${site.contact.email}`} dir="ltr">
          {site.contact.email}
        </a>{' '}
        {texts.choicesAfter}
      </p>

      <h2>{texts.changes}</h2>
      <p>{texts.changesText}</p>
    </ContentPage>
  )
}
