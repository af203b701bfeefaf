'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { userMenuTexts } from './user-menu-texts'

import dynamic from 'next/dynamic'
import Link from '@/components/i18n/locale-link'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { toastAfterNavigation } from '@/components/ui/toast-after-navigation'
import { AuthProvider, useAuth } from '@/components/auth/auth-provider'
import type { AuthView } from '@/components/auth/auth-views'
import { useSessionNavigation } from '@/components/auth/use-session-navigation'
import { UserAvatar } from '@/components/auth/user-avatar'
import { UserIcon } from '@/components/ui/icons'
import { signInPathFor } from '@/lib/auth/return-path'
import type { SessionResult } from '@/lib/firebase/identity'
import { greetingName, type AppUser } from '@/lib/auth/user'

const iconButtonClass =
  'text-ink hover:bg-brand-50 hover:text-brand-700 inline-flex size-11 items-center justify-center rounded-full transition'

/**
 * The header's user button. Signed out: 'Sign in', opening the auth modal (a plain link to /signin until the
 * page is interactive). Signed in: a dropdown with the greeting, My Account, Change Password and Logout.
 * The header is static HTML shared by every visitor, so until the shopper store knows who is here the slot
 * shows a neutral placeholder of the same size: never a sign-in button for a signed-in shopper, and no shift.
 */
export function UserMenu() {
  return (
    <AuthProvider>
      <UserMenuControl />
    </AuthProvider>
  )
}

/** The user slot while nobody knows yet who is here: the same size and icon, faint, not a button. */
export function UserSlotPlaceholder() {
  return (
    <span
      aria-hidden="true"
      data-testid="user-slot-pending"
      className="text-ink/40 inline-flex size-11 items-center justify-center rounded-full"
    >
      <UserIcon className="size-[1.375rem]" />
    </span>
  )
}

// The modal's forms (and their zod schemas) load when a shopper first opens it, not with every page.
const AuthModal = dynamic(() => import('@/components/auth/auth-modal').then((module) => module.AuthModal), {
  ssr: false,
})

type ModalState = { view: AuthView; email?: string } | null

function UserMenuControl() {
  const { known, user } = useAuth()
  const navigateAfterSessionChange = useSessionNavigation()
  const [modal, setModal] = useState<ModalState>(null)

  function handleSignedIn(result: SessionResult) {
    setModal(null)
    // The menu switches at once; everything else the server rendered (cart badges) re-renders for the shopper.
    navigateAfterSessionChange(result.user ?? undefined)
  }

  const modalElement = modal && (
    <AuthModal
      view={modal.view}
      defaultEmail={modal.email}
      onViewChange={(view) => setModal({ view })}
      onClose={() => setModal(null)}
      onSignedIn={handleSignedIn}
    />
  )

  if (!known) return <UserSlotPlaceholder />

  if (!user) {
    return (
      <>
        <SignInLink onOpenModal={() => setModal({ view: 'signin' })} />
        {modalElement}
      </>
    )
  }

  return (
    <>
      <UserDropdown
        user={user}
        onChangePassword={() => setModal({ view: 'forgot-password', email: user.email })}
      />
      {modalElement}
    </>
  )
}

/**
 * 'Sign in': opens the modal, which keeps the shopper on this very address. Opened in a new tab (or before
 * the page is interactive) it is the sign-in screen, told to come back here with the whole address, query
 * included, so a shared link's utm_* parameters and a listing's filters survive signing in. It exists only
 * in the browser (the slot is a placeholder until the shopper store knows who is here), so reading the
 * query does not take the header out of the static HTML.
 */
function SignInLink({ onOpenModal }: { onOpenModal: () => void }) {
  const texts = useTexts(userMenuTexts)
  const pathname = usePathname()
  const query = useSearchParams().toString()
  return (
    <Link
      href={signInPathFor(query ? `${pathname}?${query}` : pathname)}
      // Not prefetched: a click opens the modal, so the sign-in screen's code would be fetched on every page
      // for the few who open it in a new tab.
      prefetch={false}
      aria-label={texts.signIn}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        onOpenModal()
      }}
      className={iconButtonClass}
    >
      <UserIcon className="size-[1.375rem]" />
    </Link>
  )
}

function UserDropdown({ user, onChangePassword }: { user: AppUser; onChangePassword: () => void }) {
  const texts = useTexts(userMenuTexts)
  const navigateAfterSessionChange = useSessionNavigation()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const name = greetingName(user)

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  async function logout() {
    setPending(true)
    try {
      const { signOutEverywhere } = await import('@/lib/firebase/identity')
      await signOutEverywhere()
      toastAfterNavigation('success', texts.loggedOut)
      setOpen(false)
      navigateAfterSessionChange(null, '/')
    } catch {
      toast.error(texts.logoutFailed)
    } finally {
      setPending(false)
    }
  }

  const itemClass =
    'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-sm text-ink transition hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60'

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={texts.accountFor(name)}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-full transition"
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <div
          id={panelId}
          className="border-brand-100 absolute end-0 top-full z-50 mt-2 w-64 rounded-2xl border bg-white p-2 shadow-xl"
        >
          <p className="border-brand-100 mb-1 truncate border-b px-3 pt-2 pb-3">
            <span className="font-display text-brand-900 block truncate text-lg">{texts.hi(name)}</span>
            <span className="text-ink-muted block truncate text-xs">{user.email}</span>
          </p>
          <ul className="space-y-0.5">
            <li>
              <Link href="/account" className={itemClass} onClick={() => setOpen(false)}>
                {texts.myAccount}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false)
                  onChangePassword()
                }}
              >
                {texts.changePassword}
              </button>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={logout} disabled={pending}>
                {pending ? texts.loggingOut : texts.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  )
}
