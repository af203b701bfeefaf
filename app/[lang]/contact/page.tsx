import type { ReactNode } from 'react'
import { ContentPage } from '@/components/content/content-page'
import { contactTexts } from '@/components/page-texts/contact-texts'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...contactTexts.en.page,
    ur: contactTexts.ur.page,
    path: '/contact',
    preview: pagePreview('/contact'),
  })

const telHref = `tel:${site.contact.phone.replace(/[^+\d]/g, '')}`

export default async function ContactPage() {
  const texts = await getTexts(contactTexts)
  return (
    <ContentPage
      title={texts.heading}
      path="/contact"
      eyebrow={texts.eyebrow}
      intro={texts.intro}
      layout="wide"
    >
      <div className="grid gap-6 md:grid-cols-3">
        <ContactCard heading={texts.email}>
          <a href={`mailto:${site.contact.email}`} dir="ltr" className={linkClass}>
            {site.contact.email}
          </a>
          <p className="text-ink/70 mt-2 text-sm">{texts.emailNote}</p>
        </ContactCard>
        <ContactCard heading={texts.phone}>
          <a href={telHref} dir="ltr" className={linkClass}>
            {site.contact.phone}
          </a>
          <p className="text-ink/70 mt-2 text-sm">{texts.phoneNote}</p>
        </ContactCard>
        <ContactCard heading={texts.where}>
          <p className="text-ink font-medium">{texts.city}</p>
          <p className="text-ink/70 mt-2 text-sm">{texts.whereNote}</p>
        </ContactCard>
      </div>

      <section aria-labelledby="hours" className="mt-12 max-w-prose">
        <h2 id="hours" className="font-display text-brand-900 text-2xl">
          {texts.hours}
        </h2>
        <dl className="divide-gold-300/50 border-gold-300/60 mt-4 divide-y rounded-2xl border bg-white">
          <Hours days={texts.weekdays} time={texts.weekdaysTime} />
          <Hours days={texts.sunday} time={texts.sundayTime} />
          <Hours days={texts.ramadan} time={texts.ramadanTime} />
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
