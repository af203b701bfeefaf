import type { ReactNode } from 'react'
import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Contact Us',
    description: `Contact Fatin customer care by email or phone about orders, sizing and returns. Based in ${site.contact.city}.`,
    path: '/contact',
    preview: pagePreview('/contact'),
  })

const telHref = `tel:${site.contact.phone.replace(/[^+\d]/g, '')}`

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      path="/contact"
      eyebrow="We're here to help"
      intro="Questions about an order, a size or a fabric? Our customer care team answers every message, usually within one working day."
      layout="wide"
    >
      <div className="grid gap-6 md:grid-cols-3">
        <ContactCard heading="Email">
          <a href={`mailto:${site.contact.email}`} className={linkClass}>
            {site.contact.email}
          </a>
          <p className="text-ink/70 mt-2 text-sm">Best for order questions: include your order number.</p>
        </ContactCard>
        <ContactCard heading="Phone & WhatsApp">
          <a href={telHref} className={linkClass}>
            {site.contact.phone}
          </a>
          <p className="text-ink/70 mt-2 text-sm">Call or message us during opening hours.</p>
        </ContactCard>
        <ContactCard heading="Where we are">
          <p className="text-ink font-medium">{site.contact.city}</p>
          <p className="text-ink/70 mt-2 text-sm">We are an online shop and deliver across Pakistan.</p>
        </ContactCard>
      </div>

      <section aria-labelledby="hours" className="mt-12 max-w-prose">
        <h2 id="hours" className="font-display text-brand-900 text-2xl">
          Opening hours
        </h2>
        <dl className="divide-gold-300/50 border-gold-300/60 mt-4 divide-y rounded-2xl border bg-white">
          <Hours days="Monday to Saturday" time="10:00 am to 7:00 pm (PKT)" />
          <Hours days="Sunday" time="Closed: we reply on Monday" />
          <Hours days="Ramadan" time="11:00 am to 4:00 pm, and after iftar until 10:00 pm" />
        </dl>
      </section>
    </ContentPage>
  )
}

const linkClass =
  'inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900'

function ContactCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="border-gold-300/60 rounded-2xl border bg-white p-6 shadow-sm">
      <h2 className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{heading}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Hours({ days, time }: { days: string; time: string }) {
  return (
    <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:justify-between">
      <dt className="text-ink font-medium">{days}</dt>
      <dd className="text-ink/75">{time}</dd>
    </div>
  )
}
