import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The Eid edit (/category/festive): its header and its two hand-picked sections. */
export const festiveTexts = defineTexts(
  'festive',
  {
    page: {
      title: 'The Eid Edit',
      description: `The ${site.name} Eid edit: embroidered abayas, festive kaftans and occasion jilbabs, with the shawls, jewelry and shoes to finish them.`,
    },
    heading: 'The Eid Edit',
    eyebrow: 'Festive collection',
    intro: 'Our favourite pieces for Eid and every celebration in between, chosen to be worn together.',
    outfits: {
      heading: 'Eid outfits',
      text: 'Embroidery, beading and mirror work for Chand Raat, Eid prayers and family dawats.',
    },
    touches: {
      heading: 'Finishing touches',
      text: 'A silk shawl, a little gold and shoes you can wear through a long day of visits.',
    },
  },
  {
    page: {
      title: 'عید کا انتخاب',
      description: `${site.name} کا عید انتخاب: کڑھائی والے عبایا، تہوار کے کفتان اور خاص موقعوں کے جلباب، ساتھ میں شالیں، جیولری اور جوتے۔`,
    },
    heading: 'عید کا انتخاب',
    eyebrow: 'تہوار کا کلیکشن',
    intro: 'عید اور ہر خوشی کے موقع کے لیے ہماری پسندیدہ چیزیں، ایک ساتھ پہننے کے لیے چنی ہوئی۔',
    outfits: {
      heading: 'عید کے ملبوسات',
      text: 'چاند رات، عید کی نماز اور خاندانی دعوتوں کے لیے کڑھائی، موتیوں اور شیشے کا کام۔',
    },
    touches: {
      heading: 'آخری نکھار',
      text: 'ایک سلک شال، تھوڑا سا سونا اور ایسے جوتے جن میں ملنے ملانے کا لمبا دن آرام سے گزرے۔',
    },
  },
)
