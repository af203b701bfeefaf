import type { ReactNode } from 'react'
import { accountTexts } from '@/components/account/account-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { SHELL_BODY_HEIGHT } from '@/components/personal/shell-body'

/** The account's shell: the heading stays when the account cannot be read (app/[lang]/account/error.tsx). */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const texts = await getTexts(accountTexts)
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="font-display text-brand-900 mb-8 text-4xl sm:text-5xl">{texts.heading}</h1>
        <div className={SHELL_BODY_HEIGHT}>{children}</div>
      </div>
    </div>
  )
}
