'use client'

import { useSyncExternalStore, type MouseEvent } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { ChatIcon, LinkIcon, ShareIcon } from '@/components/ui/icons'
import { localePath } from '@/lib/i18n/locale-path'
import { shareUrl, whatsAppShareHref } from '@/lib/share/share-url'
import { shareTexts } from './share-texts'

const buttonClass =
  'border-brand-200 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 items-center gap-2 rounded-full border bg-white px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2'
/** Compact, on phones: round 40 px icon buttons, their words kept for screen readers. */
const compactButtonClass = `${buttonClass} max-sm:size-10 max-sm:min-h-10 max-sm:justify-center max-sm:px-0`
const compactLabelClass = 'max-sm:sr-only'

// Neither value changes while a page is open in a way the buttons must follow at once (each click reads the
// address afresh), so there is nothing to subscribe to; they are read again whenever the buttons render.
const subscribeToNothing = () => () => {}
const currentSearch = () => window.location.search
const hasWebShare = () => typeof navigator.share === 'function'

/**
 * Share buttons for a static page: WhatsApp, copy link, and the phone's own share sheet where the browser
 * has one (Web Share API). The page passes only its title and canonical path, so it stays static; the
 * address shared is the canonical URL plus the campaign (utm_*) parameters of the address the shopper is on,
 * read in the browser (lib/share/share-url.ts). On an Urdu page the address shared is the Urdu one
 * (/ur/...), and the buttons speak Urdu.
 *
 * Until hydration the WhatsApp link carries the bare canonical URL, which is right for a visitor without
 * campaign parameters; it is brought up to date after load and again at the moment it is followed. The
 * "Share…" button exists only where navigator.share does: it stays hidden until the browser says so, and it
 * comes last, so showing it moves nothing else.
 */
export function ShareButtons({
  title,
  path: englishPath,
  compact = false,
}: {
  title: string
  path: string
  /** Icons only on phones (a listing's heading row, where the first screen needs the room). */
  compact?: boolean
}) {
  const locale = useLocale()
  const texts = shareTexts[locale]
  const path = localePath(locale, englishPath)
  // Read in the browser only: the server's HTML (and hydration) use the bare URL and no share button.
  const search = useSyncExternalStore(subscribeToNothing, currentSearch, () => '')
  const canShare = useSyncExternalStore(subscribeToNothing, hasWebShare, () => false)

  const currentUrl = () => shareUrl(path, window.location.search)

  function refreshWhatsAppLink(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.href = whatsAppShareHref(title, currentUrl())
  }

  async function copyLink() {
    try {
      // Absent outside secure contexts and in some in-app browsers: the same message as a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(currentUrl())
      toast.success(texts.copied)
    } catch {
      toast.error(texts.copyFailed)
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url: currentUrl() })
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the shopper changed her mind, nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error(texts.shareFailed)
    }
  }

  const button = compact ? compactButtonClass : buttonClass
  const label = compact ? compactLabelClass : undefined

  return (
    <div role="group" aria-label={texts.group} className="flex flex-wrap items-center gap-2">
      <a
        href={whatsAppShareHref(title, shareUrl(path, search))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={texts.whatsApp}
        onClick={refreshWhatsAppLink}
        className={button}
      >
        <ChatIcon className="size-5" />
        <span className={label}>{texts.whatsAppLabel}</span>
      </a>
      <button type="button" onClick={copyLink} className={button}>
        <LinkIcon className="size-5" />
        <span className={label}>{texts.copy}</span>
      </button>
      <button type="button" onClick={shareNatively} hidden={!canShare} className={button}>
        <ShareIcon className="size-5" />
        <span className={label}>{texts.share}</span>
      </button>
    </div>
  )
}
