import { FREE_DELIVERY_FROM } from '@/data/shipping'
import Link from 'next/link'
import { cacheLife } from 'next/cache'
import { ShieldCheckIcon, CardIcon, TruckIcon } from '@/components/ui/icons'
import { site } from '@/data/site'
import { footerColumns } from './footer-links'
import { PaymentMarks } from './payment-marks'

const claims = [
  { icon: TruckIcon, title: 'Free shipping', text: `On every order over ${FREE_DELIVERY_FROM}` },
  { icon: ShieldCheckIcon, title: 'Halal certified', text: 'Beauty you can trust, certified halal' },
  { icon: CardIcon, title: 'Multiple payment options', text: 'Cards, PayPal, EasyPaisa and JazzCash' },
]

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 mt-16 text-white/80">
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
          <p className="mt-4 text-sm leading-relaxed text-white/70">
            Modest fashion made with care: flowing abayas and jilbabs, soft hijabs and shawls, halal-certified
            beauty and finishing touches, chosen for the way you live and pray.
          </p>
          <p className="mt-4 text-sm text-white/60">
            {site.contact.city} ·{' '}
            <a
              href={`mailto:${site.contact.email}`}
              className="hover:text-gold-300 underline-offset-4 hover:underline"
            >
              {site.contact.email}
            </a>
          </p>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-gold-300 text-xs font-semibold tracking-[0.2em] uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-9 items-center text-sm text-white/75 transition-colors hover:text-white"
                    >
                      {link.label}
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
            <h2 className="text-xs font-semibold tracking-[0.2em] text-white/60 uppercase">We accept</h2>
            <PaymentMarks />
          </div>
          <p className="text-xs text-white/55">
            © <CopyrightYear /> {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}

/** The year is read once and cached, so the footer stays in the prerendered shell. */
async function CopyrightYear() {
  'use cache'
  cacheLife('days')
  return <>{new Date().getFullYear()}</>
}
