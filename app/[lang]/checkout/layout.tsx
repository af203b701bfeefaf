import type { ReactNode } from 'react'
import { ShieldCheckIcon } from '@/components/ui/icons'
import { checkoutTexts } from '@/components/checkout/checkout-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { SHELL_BODY_HEIGHT } from '@/components/personal/shell-body'

/** Checkout's shell: the heading stays when the bag or session cannot be read (app/checkout/error.tsx). */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const texts = await getTexts(checkoutTexts)
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-display text-brand-900 text-4xl sm:text-5xl">{texts.title}</h1>
          <p className="text-ink/70 flex items-center gap-2 text-sm">
            <ShieldCheckIcon className="text-brand-700 size-5" />
            {texts.codAcross}
          </p>
        </div>
        <div className={SHELL_BODY_HEIGHT}>{children}</div>
      </div>
    </div>
  )
}
