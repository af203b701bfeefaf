import { FREE_DELIVERY_FROM } from '@/data/shipping'
import type { ReactNode } from 'react'
import { AuthScreenForm } from '@/components/auth/auth-screen-form'
import type { AuthView } from '@/components/auth/auth-views'
import { ShieldCheckIcon, TagIcon, TruckIcon } from '@/components/ui/icons'
import { site } from '@/data/site'

const SCREENS: Record<AuthView, { heading: string; title: string; welcome: string; prompt: string }> = {
  signin: {
    heading: 'Sign In',
    title: 'Welcome Back',
    welcome: 'Welcome back to Fatin',
    prompt: 'Sign in to continue shopping, see your wishlist and check out faster.',
  },
  signup: {
    heading: 'Create Account',
    title: 'Join Fatin',
    welcome: 'Modest fashion, made for you',
    prompt: 'Save your favourites, check out faster and keep track of every order.',
  },
  'forgot-password': {
    heading: 'Reset Password',
    title: 'Forgot your password?',
    welcome: 'We will help you back in',
    prompt: 'Enter your email and we will send you a link to choose a new password.',
  },
}

/**
 * The sign-in screen of spec section 2 (and the sign-up and reset screens, built the same way): a welcome
 * panel, the form, and a note that the shopper's data is safe.
 */
export function AuthScreen({ view }: { view: AuthView }) {
  const screen = SCREENS[view]
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-2 lg:items-center lg:gap-14 lg:px-8">
        <section
          aria-label="Welcome"
          className="from-brand-800 to-brand-950 text-brand-50 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-8 sm:px-10 sm:py-12"
        >
          <p className="text-gold-300 text-xs font-semibold tracking-[0.2em] uppercase">{site.name}</p>
          <p className="font-display mt-3 text-3xl leading-tight text-white sm:text-4xl">{screen.welcome}</p>
          <p className="text-brand-100 mt-3 max-w-md leading-relaxed">{screen.prompt}</p>
          <ul className="text-brand-100 mt-6 hidden space-y-3 text-sm sm:block">
            <Perk icon={<TagIcon className="text-gold-300 size-5" />}>
              {site.firstOrderDiscountPercent}% off your first order
            </Perk>
            <Perk icon={<TruckIcon className="text-gold-300 size-5" />}>
              Free shipping on orders over {FREE_DELIVERY_FROM}
            </Perk>
            <Perk icon={<ShieldCheckIcon className="text-gold-300 size-5" />}>Halal-certified beauty</Perk>
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
          <p className="text-ink/65 mt-8 flex items-start gap-2 text-xs leading-relaxed">
            <ShieldCheckIcon className="text-brand-700 size-4 shrink-0" />
            <span>
              Your data is secure with us. Passwords are handled by Firebase Authentication and never stored
              by {site.name}, and we never share your details.
            </span>
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
