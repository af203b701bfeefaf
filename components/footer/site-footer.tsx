import Link from '@/components/i18n/server-locale-link'
import { cacheLife } from 'next/cache'
import { ShieldCheckIcon, CardIcon, TruckIcon } from '@/components/ui/icons'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { footerColumns } from './footer-links'
import { footerTexts } from './footer-texts'
import { PaymentMarks } from './payment-marks'

const claimIcons = { shipping: TruckIcon, halal: ShieldCheckIcon, payment: CardIcon } as const

export async function SiteFooter() {
  const texts = await getTexts(footerTexts)
  const claims = (Object.keys(claimIcons) as Array<keyof typeof claimIcons>).map((key) => ({
    icon: claimIcons[key],
    ...texts.claims[key],
  }))
  // Drawn only as it nears the screen (app/globals.css, .render-when-near), with a stand-in at least as tall
  // as the footer is drawn at each width, in either language: axe reads the colour behind text not yet drawn
  // at the text's place, which is this dark ground only inside the stand-in (e2e/accessibility.spec.ts
  // checks the heights).
  return (
    <footer className="render-when-near bg-brand-950 mt-16 text-white/80 [contain-intrinsic-size:auto_96rem] sm:[contain-intrinsic-size:auto_60rem] lg:[contain-intrinsic-size:auto_40rem]">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {claims.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-4">
              <span className="bg-brand-800/60 text-gold-300 flex size-12 shrink-0 items-center justify-center rounded-full">
                <Icon className="size-6" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-white">{title}</span>
                <span className="block text-sm text-white/65">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
        <div className="max-w-sm">
          <Link href="/" className="font-display text-3xl font-semibold tracking-wide text-white">
            {site.name}
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-white/70">{texts.about}</p>
          <p className="mt-4 text-sm text-white/60">
            {texts.city} ·{' '}
            <a
              href={`mailto:${site.contact.email}`}
              className="hover:text-gold-300 underline-offset-4 hover:underline"
            >
              {site.contact.email}
            </a>
          </p>
        </div>

        <nav aria-label={texts.nav} className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
          {footerColumns.map((column) => (
            <div key={column.key}>
              <h2 className="text-gold-300 text-xs font-semibold tracking-[0.2em] uppercase">
                {texts.columns[column.key].title}
              </h2>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {(texts.columns[column.key] as Record<string, string>)[link.key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-white/60 uppercase">
              {texts.weAccept}
            </h2>
            <PaymentMarks label={texts.paymentMethods} />
          </div>
          <p className="text-xs text-white/55">
            © <CopyrightYear /> {site.name}. {texts.rights}
          </p>
        </div>
      </div>
    </footer>
  )
}

/**
 * The year is read once and cached, so the footer stays in the prerendered shell; it lives as long as the page
 * (the page's lifetime is set in lib/routing/catalogue-lifetime.ts, not here).
 */
async function CopyrightYear() {
  'use cache'
  cacheLife('catalogue')
  return <>{new Date().getFullYear()}</>
}
