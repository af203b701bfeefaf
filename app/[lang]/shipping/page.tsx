import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { shippingTexts } from '@/components/page-texts/shipping-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...shippingTexts.en.page,
    ur: shippingTexts.ur.page,
    path: '/shipping',
    preview: pagePreview('/shipping'),
  })

export default async function ShippingPage() {
  const texts = await getTexts(shippingTexts)
  return (
    <ContentPage title={texts.heading} path="/shipping" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.costs}</h2>
      <ul>
        <li>
          <strong>{texts.freeTerm}</strong> {texts.free}
        </li>
        <li>
          <strong>{texts.smallTerm}</strong> {texts.small}
        </li>
      </ul>

      <h2>{texts.times}</h2>
      <p>{texts.dispatch}</p>
      <ul>
        {texts.areas.map((area, index) => (
          <li key={area}>
            <strong>{area}</strong> {texts.days[index]}
          </li>
        ))}
      </ul>
      <p>{texts.seasons}</p>

      <h2>{texts.tracking}</h2>
      <p>{texts.trackingText}</p>

      <h2>{texts.paying}</h2>
      <p>
        {texts.payingBefore} <Link href="/payment">{texts.payingLink}</Link> {texts.payingAfter}
      </p>

      <h2>{texts.returns}</h2>
      <p>{texts.returnsText}</p>
      <p>
        {texts.startBefore}{' '}
        <a href={`mailto:${site.contact.email}`} dir="ltr">
          {site.contact.email}
        </a>{' '}
        {texts.startAfter}
      </p>

      <h2>{texts.questions}</h2>
      <p>
        {texts.readOur} <Link href="/faq">{texts.faq}</Link> {texts.or}{' '}
        <Link href="/contact">{texts.contact}</Link>
        {texts.end}
      </p>
    </ContentPage>
  )
}
