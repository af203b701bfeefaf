import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** Contact Us (/contact): the ways to reach customer care and the opening hours. */
export const contactTexts = defineTexts(
  'contact',
  {
    page: {
      title: 'Contact Us',
      description: `Contact ${site.name} customer care by email or phone about orders, sizing and returns. Based in ${site.contact.city}.`,
    },
    heading: 'Contact Us',
    eyebrow: "We're here to help",
    intro:
      'Questions about an order, a size or a fabric? Our customer care team answers every message, usually within one working day.',
    email: 'Email',
    emailNote: 'Best for order questions: include your order number.',
    phone: 'Phone & WhatsApp',
    phoneNote: 'Call or message us during opening hours.',
    where: 'Where we are',
    city: site.contact.city,
    whereNote: 'We are an online shop and deliver across Pakistan.',
    hours: 'Opening hours',
    weekdays: 'Monday to Saturday',
    weekdaysTime: '10:00 am to 7:00 pm (PKT)',
    sunday: 'Sunday',
    sundayTime: 'Closed: we reply on Monday',
    ramadan: 'Ramadan',
    ramadanTime: '11:00 am to 4:00 pm, and after iftar until 10:00 pm',
  },
  {
    page: {
      title: 'ہم سے رابطہ کریں',
      description: `آرڈر، سائز اور واپسی کے بارے میں ${site.name} کسٹمر کیئر سے ای میل یا فون پر رابطہ کریں۔ ہم لاہور، پاکستان میں ہیں۔`,
    },
    heading: 'ہم سے رابطہ کریں',
    eyebrow: 'ہم مدد کے لیے حاضر ہیں',
    intro:
      'آرڈر، سائز یا کپڑے کے بارے میں کوئی سوال؟ ہماری کسٹمر کیئر ٹیم ہر پیغام کا جواب دیتی ہے، عام طور پر ایک کاروباری دن کے اندر۔',
    email: 'ای میل',
    emailNote: 'آرڈر کے سوالات کے لیے بہترین: اپنا آرڈر نمبر ضرور لکھیں۔',
    phone: 'فون اور واٹس ایپ',
    phoneNote: 'اوقاتِ کار میں ہمیں کال یا پیغام کریں۔',
    where: 'ہم کہاں ہیں',
    city: 'لاہور، پاکستان',
    whereNote: 'ہم ایک آن لائن دکان ہیں اور پورے پاکستان میں ڈیلیور کرتے ہیں۔',
    hours: 'اوقاتِ کار',
    weekdays: 'پیر سے ہفتہ',
    weekdaysTime: 'صبح 10:00 سے شام 7:00 بجے تک (پاکستانی وقت)',
    sunday: 'اتوار',
    sundayTime: 'چھٹی: ہم پیر کو جواب دیں گے',
    ramadan: 'رمضان',
    ramadanTime: 'صبح 11:00 سے شام 4:00 بجے تک، اور افطار کے بعد رات 10:00 بجے تک',
  },
)
