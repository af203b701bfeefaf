import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Payment Methods',
    description:
      'Pay for your Fatin order by cash on delivery anywhere in Pakistan. Visa, MasterCard, PayPal, EasyPaisa and JazzCash are coming soon.',
    path: '/payment',
    preview: pagePreview('/payment'),
  })

const methodNotes: Record<(typeof site.paymentMethods)[number], string> = {
  Visa: 'Pay securely by Visa debit or credit card.',
  MasterCard: 'Pay securely by MasterCard debit or credit card.',
  PayPal: 'Pay from your PayPal balance or linked card.',
  EasyPaisa: 'Pay from your EasyPaisa mobile account.',
  JazzCash: 'Pay from your JazzCash mobile wallet.',
}

export default function PaymentPage() {
  return (
    <ContentPage
      title="Payment Methods"
      path="/payment"
      eyebrow="Paying for your order"
      intro="Today every order is paid by cash on delivery. Online payments are on the way."
      layout="wide"
    >
      <section
        aria-labelledby="available-now"
        className="border-brand-700 max-w-3xl rounded-2xl border-2 bg-white p-6 shadow-sm sm:p-8"
      >
        <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">Available now</p>
        <h2 id="available-now" className="font-display text-brand-900 mt-2 text-2xl">
          Cash on delivery
        </h2>
        <p className="text-ink/80 mt-3 leading-relaxed">
          Choose cash on delivery at checkout and pay the courier in cash when your parcel arrives, anywhere
          in Pakistan. There is nothing to pay online and no card needed.
        </p>
      </section>

      <section aria-labelledby="coming-soon" className="mt-12">
        <h2 id="coming-soon" className="font-display text-brand-900 text-2xl">
          Coming soon
        </h2>
        <p className="text-ink/75 mt-2 max-w-prose">
          We are setting up these methods now. They are not available at checkout yet; this page will say so
          as soon as each one is live.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {site.paymentMethods.map((method) => (
            <li key={method} className="border-gold-300/60 rounded-2xl border bg-white p-5">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-ink font-semibold">{method}</h3>
                <span className="bg-gold-100 text-gold-700 rounded-full px-3 py-1 text-xs font-semibold">
                  Coming soon
                </span>
              </div>
              <p className="text-ink/70 mt-2 text-sm">{methodNotes[method]}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  )
}
