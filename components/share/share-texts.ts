import { defineTexts } from '@/lib/i18n/define-texts'

/** The share buttons' words (product and category pages), and the toasts they raise. */
export const shareTexts = defineTexts(
  'share',
  {
    group: 'Share',
    whatsApp: 'Share on WhatsApp',
    whatsAppLabel: 'WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Your browser did not let us copy the link. Copy it from the address bar instead.',
    share: 'Share…',
    shareFailed: 'Sharing did not work. Try WhatsApp or copy the link instead.',
  },
  {
    group: 'شیئر کریں',
    whatsApp: 'واٹس ایپ پر شیئر کریں',
    whatsAppLabel: 'واٹس ایپ',
    copy: 'لنک کاپی کریں',
    copied: 'لنک کاپی ہو گیا',
    copyFailed: 'آپ کے براؤزر نے لنک کاپی کرنے کی اجازت نہیں دی۔ براہِ کرم ایڈریس بار سے لنک کاپی کر لیں۔',
    share: 'شیئر کریں…',
    shareFailed: 'شیئر نہیں ہو سکا۔ براہِ کرم واٹس ایپ آزمائیں یا لنک کاپی کر لیں۔',
  },
)
