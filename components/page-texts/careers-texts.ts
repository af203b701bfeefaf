import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** Careers (/careers). */
export const careersTexts = defineTexts(
  'careers',
  {
    page: {
      title: 'Careers',
      description: `Work with ${site.name}, a growing modest-fashion shop in Lahore. Learn how we work and how to send us your CV.`,
    },
    heading: `Careers at ${site.name}`,
    eyebrow: 'Join us',
    intro:
      'We are a small team that cares about modest fashion, good craft and looking after our customers. If that sounds like you, we would love to hear from you.',
    how: 'How we work',
    values: [
      { title: 'Customer first.', text: 'Every decision starts with the woman who will wear the piece.' },
      {
        title: 'Respect for craft.',
        text: 'We work closely with tailors and embroiderers and value their skill.',
      },
      {
        title: 'Flexible, family-friendly hours.',
        text: 'Prayer times, school runs and Ramadan are part of our schedule, not an exception to it.',
      },
    ],
    open: 'Open roles',
    none: 'We have no open positions right now. We are always glad to meet people with experience in customer care, garment design and production, photography, and online marketing.',
    sendBefore: 'Send your CV and a few lines about yourself to',
    // The subject itself (one in both languages) goes between these two.
    subjectBefore: 'with the subject “',
    subjectAfter: '”, and we will be in touch when a role opens that fits.',
  },
  {
    page: {
      title: 'ملازمتیں',
      description: `لاہور کی بڑھتی ہوئی باپردہ فیشن دکان ${site.name} کے ساتھ کام کریں۔ جانیں ہم کیسے کام کرتے ہیں اور اپنی سی وی کیسے بھیجیں۔`,
    },
    heading: `${site.name} میں ملازمت`,
    eyebrow: 'ہمارے ساتھ شامل ہوں',
    intro:
      'ہم ایک چھوٹی ٹیم ہیں جسے باپردہ فیشن، عمدہ کاریگری اور اپنے گاہکوں کا خیال رکھنے سے لگاؤ ہے۔ اگر آپ بھی ایسی ہیں تو ہمیں آپ سے مل کر خوشی ہوگی۔',
    how: 'ہم کیسے کام کرتے ہیں',
    values: [
      { title: 'گاہک سب سے پہلے۔', text: 'ہر فیصلہ اس خاتون سے شروع ہوتا ہے جو وہ لباس پہنے گی۔' },
      {
        title: 'کاریگری کا احترام۔',
        text: 'ہم درزیوں اور کڑھائی کرنے والوں کے ساتھ مل کر کام کرتے ہیں اور ان کے ہنر کی قدر کرتے ہیں۔',
      },
      {
        title: 'لچکدار، گھرانے کے موافق اوقات۔',
        text: 'نماز کے اوقات، بچوں کو اسکول چھوڑنا اور رمضان ہمارے معمول کا حصہ ہیں، اس سے باہر نہیں۔',
      },
    ],
    open: 'خالی آسامیاں',
    none: 'اس وقت کوئی آسامی خالی نہیں۔ کسٹمر کیئر، ملبوسات کے ڈیزائن اور تیاری، فوٹوگرافی اور آن لائن مارکیٹنگ کا تجربہ رکھنے والوں سے مل کر ہمیں ہمیشہ خوشی ہوتی ہے۔',
    sendBefore: 'اپنی سی وی اور اپنے بارے میں چند سطریں',
    subjectBefore: 'پر “',
    subjectAfter: '” کے عنوان سے بھیجیں، مناسب آسامی خالی ہوتے ہی ہم آپ سے رابطہ کریں گے۔',
  },
)
