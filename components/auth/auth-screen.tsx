import type { ReactNode } from 'react'
import Link from '@/components/i18n/locale-link'
import { AuthScreenForm } from '@/components/auth/auth-screen-form'
import type { AuthView } from '@/components/auth/auth-views'
import { ShieldCheckIcon, TagIcon, TruckIcon } from '@/components/ui/icons'
import { site } from '@/data/site'
import { getTexts } from '@/lib/i18n/server-locale'
import { authTexts } from './auth-texts'

/**
 * The sign-in screen of spec section 2 (and the sign-up and reset screens, built the same way): a welcome
 * panel, the form, and a note that the shopper's data is safe.
 */
export async function AuthScreen({ view }: { view: AuthView }) {
  const texts = await getTexts(authTexts)
  const screen = texts.screens[view]
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-2 lg:items-center lg:gap-14 lg:px-8">
        <section
          aria-label={texts.screen.welcomeRegion}
          className="from-brand-800 to-brand-950 text-brand-50 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-8 sm:px-10 sm:py-12"
        >
          <p className="text-gold-300 text-xs font-semibold tracking-[0.2em] uppercase">{site.name}</p>
          <p className="font-display mt-3 text-3xl leading-tight text-white sm:text-4xl">{screen.welcome}</p>
          <p className="text-brand-100 mt-3 max-w-md leading-relaxed">{screen.prompt}</p>
          <ul className="text-brand-100 mt-6 hidden space-y-3 text-sm sm:block">
            <Perk icon={<TagIcon className="text-gold-300 size-5" />}>{texts.screen.firstOrder}</Perk>
            <Perk icon={<TruckIcon className="text-gold-300 size-5" />}>{texts.screen.freeShipping}</Perk>
            <Perk icon={<ShieldCheckIcon className="text-gold-300 size-5" />}>{texts.screen.halal}</Perk>
          </ul>
        </section>

        <section
          aria-labelledby="auth-screen-title"
          className="border-gold-300/50 rounded-3xl border bg-white px-5 py-8 shadow-sm sm:px-10"
        >
          <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{screen.title}</p>
          <h1 id="auth-screen-title" className="font-display text-brand-900 mt-1 mb-6 text-3xl sm:text-4xl">
            {screen.heading}
          </h1>
          <AuthScreenForm view={view} />
          {view === 'signin' && (
            // A guest who opens her order's page on another phone is sent here: the way to it without an account.
            <p className="text-ink/80 mt-6 text-sm">
              {texts.screen.guestOrder}{' '}
              <Link
                href="/orders/lookup"
                className="text-brand-700 font-semibold underline underline-offset-2"
              >
                {texts.screen.guestOrderLink}
              </Link>
            </p>
          )}
          <p className="text-ink/65 mt-8 flex items-start gap-2 text-xs leading-relaxed">
            <ShieldCheckIcon className="text-brand-700 size-4 shrink-0" />
            <span>{texts.screen.secure}</span>
          </p>
        </section>
      </div>
    </div>
  )
}

function Perk({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      {icon}
      <span>{children}</span>
    </li>
  )
}
