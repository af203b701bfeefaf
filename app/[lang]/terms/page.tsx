import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { termsTexts } from '@/components/page-texts/terms-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...termsTexts.en.page,
    ur: termsTexts.ur.page,
    path: '/terms',
    preview: pagePreview('/terms'),
  })

export default async function TermsPage() {
  const texts = await getTexts(termsTexts)
  return (
    <ContentPage title={texts.heading} path="/terms" eyebrow={texts.eyebrow} intro={texts.intro}>
      <h2>{texts.orders}</h2>
      <p>{texts.ordersText}</p>

      <h2>{texts.prices}</h2>
      <p>
        {texts.pricesBefore} <Link href="/payment">{texts.paymentLink}</Link>
        {texts.pricesAfter}
      </p>

      <h2>{texts.promotions}</h2>
      <p>
        {texts.promoBefore}{' '}
        <span lang="en" dir="ltr">
          {site.promo.code}
        </span>{' '}
        {texts.promoAfter}
      </p>

      <h2>{texts.delivery}</h2>
      <p>
        {texts.deliveryBefore} <Link href="/shipping">{texts.shippingLink}</Link>
        {texts.returnsBefore} <Link href="/faq">{texts.faqLink}</Link> {texts.returnsAfter}
      </p>

      <h2>{texts.account}</h2>
      <p>{texts.accountText}</p>

      <h2>{texts.contact}</h2>
      <p>
        {texts.contactBefore}{' '}
        <a href={`mailto:${site.contact.email}`} dir="ltr">
          {site.contact.email}
        </a>
        {texts.contactAfter}
      </p>
    </ContentPage>
  )
}
