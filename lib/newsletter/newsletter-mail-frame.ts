import { site } from '@/data/site'
import { leftToRight } from '@/lib/i18n/bidi'
import { defineTexts } from '@/lib/i18n/define-texts'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import { listUnsubscribeHeaders } from '@/lib/mail/list-unsubscribe'
import { mailTexts } from '@/lib/mail/mail-texts'
import { type MailBlock, renderMail } from '@/lib/mail/messages/mail-blocks'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import { absoluteUrl } from '@/lib/site-url'
import { oneClickUnsubscribePath, signUnsubscribeToken, unsubscribePagePath } from './unsubscribe-token'

/** The unsubscribe words at the foot of every newsletter e-mail, in the subscriber's language. */
export const newsletterFrameTexts = defineTexts(
  'newsletter-mail-frame',
  {
    why: `You get this e-mail because this address was signed up for the ${site.name} newsletter.`,
    unsubscribe: 'Unsubscribe',
  },
  {
    why: `آپ کو یہ ای میل اس لیے ملی ہے کہ یہ پتا ${site.name} کے نیوز لیٹر کے لیے درج کیا گیا تھا۔`,
    unsubscribe: 'رکنیت ختم کریں',
  },
)

/** A subscription's two ways out, absolute: the page the visible link opens, and the one-click address. */
export type UnsubscribeLinks = { page: string; oneClick: string }

export function unsubscribeLinks(secret: string, subscriberKey: string, language: Locale): UnsubscribeLinks {
  const token = signUnsubscribeToken(secret, subscriberKey)
  return {
    page: absoluteUrl(localePath(language, unsubscribePagePath(token))),
    oneClick: absoluteUrl(oneClickUnsubscribePath(token)),
  }
}

/**
 * Every e-mail the newsletter sends goes through here, so none lacks a way out: the visible "Unsubscribe"
 * link (to a page whose button does it, since link scanners open links) and the one-click headers (RFC 8058)
 * that mail apps show as their own button. The footer is the order e-mails': the shop's contact and name.
 */
export function newsletterMail(
  locale: Locale,
  subject: string,
  blocks: readonly MailBlock[],
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = newsletterFrameTexts[locale]
  const message = renderMail(
    locale,
    subject,
    [
      ...blocks,
      { kind: 'paragraph', text: t.why },
      { kind: 'link', label: t.unsubscribe, href: unsubscribe.page },
    ],
    [
      mailTexts[locale].contact(
        site.contact.email,
        locale === 'ur' ? leftToRight(site.contact.phone) : site.contact.phone,
      ),
      mailTexts[locale].signature,
    ],
  )
  return { ...message, headers: listUnsubscribeHeaders(unsubscribe.oneClick) }
}
