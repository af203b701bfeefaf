import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import type { Locale } from '@/lib/i18n/locales'
import { renderMail } from '@/lib/mail/messages/mail-blocks'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import { leftToRight } from '@/lib/i18n/bidi'
import { mailTexts } from '@/lib/mail/mail-texts'
import { STOCK_ALERT_LINK_TTL_MS } from './alert-token'

const DAYS = STOCK_ALERT_LINK_TTL_MS / (24 * 60 * 60 * 1000)

/** The two mails of "tell me when it's back", in the language of the page she asked on. */
export const stockAlertMailTexts = defineTexts(
  'stock-alert-mail',
  {
    confirmSubject: (item: string) => `Please confirm: tell me when ${item} is back`,
    confirmLead: (item: string) =>
      `Someone, we hope you, asked ${site.name} to send one e-mail to this address when ${item} is back in stock.`,
    confirmAsk: `Please confirm with one tap. The link works for ${DAYS} days.`,
    confirmButton: 'Yes, tell me when it is back',
    ignore: 'If it was not you, ignore this e-mail: nothing will be sent to you.',
    backSubject: (item: string) => `${item} is back in stock`,
    backLead: (item: string) => `Good news: ${item} is back at ${site.name}.`,
    backNote: 'This is the one e-mail you asked for; we will not write again about it. Stock is limited.',
    backButton: 'See it in the shop',
  },
  {
    confirmSubject: (item: string) => `براہِ کرم تصدیق کریں: ${item} واپس آنے پر بتائیں`,
    confirmLead: (item: string) =>
      `کسی نے، امید ہے آپ نے، ${site.name} سے کہا ہے کہ ${item} اسٹاک میں واپس آنے پر اس پتے پر ایک ای میل بھیجی جائے۔`,
    confirmAsk: `براہِ کرم ایک ٹیپ سے تصدیق کریں۔ یہ لنک ${DAYS} دن تک کام کرتا ہے۔`,
    confirmButton: 'جی ہاں، واپس آنے پر بتائیں',
    ignore: 'اگر یہ آپ نہیں تھیں تو اس ای میل کو نظر انداز کر دیں: آپ کو کچھ نہیں بھیجا جائے گا۔',
    backSubject: (item: string) => `${item} اسٹاک میں واپس آ گیا ہے`,
    backLead: (item: string) => `خوشخبری: ${item} ${site.name} پر واپس آ گیا ہے۔`,
    backNote: 'یہ وہی ایک ای میل ہے جو آپ نے مانگی تھی؛ اس بارے میں دوبارہ نہیں لکھیں گے۔ اسٹاک محدود ہے۔',
    backButton: 'دکان میں دیکھیں',
  },
)

function footer(locale: Locale): string[] {
  const phone = locale === 'ur' ? leftToRight(site.contact.phone) : site.contact.phone
  return [mailTexts[locale].contact(site.contact.email, phone), mailTexts[locale].signature]
}

/** "Please confirm": `item` is the product with its colour and size ("Kaftan, Black / M"). */
export function stockAlertConfirmMail(locale: Locale, item: string, confirmUrl: string): MailMessage {
  const t = stockAlertMailTexts[locale]
  return renderMail(
    locale,
    t.confirmSubject(item),
    [
      { kind: 'paragraph', text: t.confirmLead(item) },
      { kind: 'paragraph', text: t.confirmAsk },
      { kind: 'button', label: t.confirmButton, href: confirmUrl },
      { kind: 'paragraph', text: t.ignore },
    ],
    footer(locale),
  )
}

/** The one mail when the variant is received again, linking to the product in that size. */
export function backInStockMail(locale: Locale, item: string, productUrl: string): MailMessage {
  const t = stockAlertMailTexts[locale]
  return renderMail(
    locale,
    t.backSubject(item),
    [
      { kind: 'paragraph', text: t.backLead(item) },
      { kind: 'button', label: t.backButton, href: productUrl },
      { kind: 'paragraph', text: t.backNote },
    ],
    footer(locale),
  )
}
