import type { ReactNode } from 'react'

/** The account's shell: the heading stays when the account cannot be read (app/account/error.tsx). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="font-display text-brand-900 mb-8 text-4xl sm:text-5xl">My Account</h1>
        {children}
      </div>
    </div>
  )
}
