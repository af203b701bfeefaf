import { ContentPage } from '@/components/content/content-page'
import { paymentTexts } from '@/components/page-texts/payment-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...paymentTexts.en.page,
    ur: paymentTexts.ur.page,
    path: '/payment',
    preview: pagePreview('/payment'),
  })

export default async function PaymentPage() {
  const texts = await getTexts(paymentTexts)
  return (
    <ContentPage
      title={texts.heading}
      path="/payment"
      eyebrow={texts.eyebrow}
      intro={texts.intro}
      layout="wide"
    >
      <section
        aria-labelledby="available-now"
        className="border-brand-700 max-w-3xl rounded-2xl border-2 bg-white p-6 shadow-sm sm:p-8"
      >
        <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{texts.availableNow}</p>
        <h2 id="available-now" className="font-display text-brand-900 mt-2 text-2xl">
          {texts.cod}
        </h2>
        <p className="text-ink/80 mt-3 leading-relaxed">{texts.codText}</p>
      </section>

      <section aria-labelledby="coming-soon" className="mt-12">
        <h2 id="coming-soon" className="font-display text-brand-900 text-2xl">
          {texts.comingSoon}
        </h2>
        <p className="text-ink/75 mt-2 max-w-prose">{texts.comingText}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {site.paymentMethods.map((method) => (
            <li key={method} className="border-gold-300/60 rounded-2xl border bg-white p-5">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-ink font-semibold">{method}</h3>
                <span className="bg-gold-100 text-gold-700 rounded-full px-3 py-1 text-xs font-semibold">
                  {texts.comingSoon}
                </span>
              </div>
              <p className="text-ink/70 mt-2 text-sm">{texts.notes[method]}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  )
}
