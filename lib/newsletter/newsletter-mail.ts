import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import type { Locale } from '@/lib/i18n/locales'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import { newsletterMail, type UnsubscribeLinks } from './newsletter-mail-frame'
import { NEWSLETTER_LINK_TTL_MS } from './newsletter-token'

const DAYS = NEWSLETTER_LINK_TTL_MS / (24 * 60 * 60 * 1000)

/** The words of the double opt-in e-mail, in the language of the page the address signed up on. */
export const newsletterMailTexts = defineTexts(
  'newsletter-mail',
  {
    subject: `Please confirm your ${site.name} newsletter subscription`,
    lead: `Someone, we hope you, asked to receive the ${site.name} newsletter at this address.`,
    ask: `Please confirm with one tap. The link works for ${DAYS} days.`,
    button: 'Confirm my subscription',
    ignore: 'If it was not you, ignore this e-mail: nothing will be sent to you.',
  },
  {
    subject: `براہِ کرم ${site.name} نیوز لیٹر کی رکنیت کی تصدیق کریں`,
    lead: `کسی نے، امید ہے آپ نے، اس پتے پر ${site.name} کا نیوز لیٹر منگوانے کی درخواست کی ہے۔`,
    ask: `براہِ کرم ایک ٹیپ سے تصدیق کریں۔ یہ لنک ${DAYS} دن تک کام کرتا ہے۔`,
    button: 'میری رکنیت کی تصدیق کریں',
    ignore: 'اگر یہ آپ نہیں تھیں تو اس ای میل کو نظر انداز کر دیں: آپ کو کچھ نہیں بھیجا جائے گا۔',
  },
)

/** The "please confirm" message, with the absolute confirmation link and the way out every newsletter mail has. */
export function newsletterConfirmMail(
  locale: Locale,
  confirmUrl: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = newsletterMailTexts[locale]
  return newsletterMail(
    locale,
    t.subject,
    [
      { kind: 'paragraph', text: t.lead },
      { kind: 'paragraph', text: t.ask },
      { kind: 'button', label: t.button, href: confirmUrl },
      { kind: 'paragraph', text: t.ignore },
    ],
    unsubscribe,
  )
}
