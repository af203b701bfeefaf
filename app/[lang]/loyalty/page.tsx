import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { loyaltyTexts } from '@/components/page-texts/loyalty-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...loyaltyTexts.en.page,
    ur: loyaltyTexts.ur.page,
    path: '/loyalty',
    preview: pagePreview('/loyalty'),
  })

export default async function LoyaltyPage() {
  const texts = await getTexts(loyaltyTexts)
  return (
    <ContentPage title={texts.heading} path="/loyalty" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.welcome}</h2>
      <p>
        <Link href="/signup">{texts.create}</Link> {texts.welcomeText}
      </p>

      <h2>{texts.firstOrder}</h2>
      <p>
        {texts.useCode} <strong>{site.promo.code}</strong> {texts.codeText}
      </p>

      <h2>{texts.salesFirst}</h2>
      <p>
        {texts.salesBefore} <Link href="/sale">{texts.sales}</Link> {texts.salesAfter}
      </p>

      <h2>{texts.points}</h2>
      <p>{texts.pointsText}</p>
    </ContentPage>
  )
}
