import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The four group pages (/category/clothing…): their header and how each listing's card is named. */
export const groupTexts = defineTexts(
  'groups',
  {
    clothing: {
      eyebrow: 'Modest wardrobe',
      intro: 'Abayas, jilbabs, kaftans, long dresses and tunics, cut for coverage and made to move with you.',
      description: `Shop modest clothing at ${site.name}: abayas, jilbabs, kaftans, long dresses and tunics in breathable, premium fabrics.`,
    },
    hijabs: {
      eyebrow: 'Scarves & essentials',
      intro: 'Scarves, shawls, khimars and the pins that keep them perfect, in fabrics for every season.',
      description: `Shop hijabs at ${site.name}: jersey, chiffon and silk scarves, shawls, khimars, and hijab pins and accessories.`,
    },
    beauty: {
      eyebrow: 'Halal beauty',
      intro: 'Makeup, skincare and haircare made without animal-derived or alcohol-based ingredients.',
      description: `Shop halal beauty at ${site.name}: breathable makeup, gentle skincare, haircare for covered hair and certified halal products.`,
    },
    accessories: {
      eyebrow: 'Finishing touches',
      intro: 'Jewelry, handbags, belts and shoes to complete every modest look.',
      description: `Shop accessories at ${site.name}: pearl and gold jewelry, handbags and clutches, belts and comfortable shoes.`,
    },
    collections: (group: string) => `${group} collections`,
    shop: (name: string) => `Shop ${name}`,
  },
  {
    clothing: {
      eyebrow: 'باپردہ الماری',
      intro:
        'عبایا، جلباب، کفتان، لمبے لباس اور ٹیونکس، پورے پردے کے لیے سلے ہوئے اور آپ کے ساتھ آرام سے چلنے والے۔',
      description: `${site.name} سے باپردہ ملبوسات خریدیں: ہوادار، اعلیٰ کپڑوں میں عبایا، جلباب، کفتان، لمبے لباس اور ٹیونکس۔`,
    },
    hijabs: {
      eyebrow: 'اسکارف اور ضروری چیزیں',
      intro: 'ہر موسم کے کپڑوں میں اسکارف، شالیں، خمار اور انہیں سلیقے سے جمانے والی پنیں۔',
      description: `${site.name} سے حجاب خریدیں: جرسی، شیفون اور سلک کے اسکارف، شالیں، خمار، اور حجاب کی پنیں اور لوازمات۔`,
    },
    beauty: {
      eyebrow: 'حلال بیوٹی',
      intro: 'میک اپ، جلد اور بالوں کی دیکھ بھال کی چیزیں، جانوروں سے حاصل کردہ اجزا اور الکحل کے بغیر۔',
      description: `${site.name} سے حلال بیوٹی خریدیں: ہوادار میک اپ، نرم اسکن کیئر، ڈھکے بالوں کے لیے ہیئر کیئر اور تصدیق شدہ حلال مصنوعات۔`,
    },
    accessories: {
      eyebrow: 'آخری نکھار',
      intro: 'ہر باپردہ انداز کو مکمل کرنے کے لیے جیولری، ہینڈ بیگ، بیلٹ اور جوتے۔',
      description: `${site.name} سے لوازمات خریدیں: موتی اور سنہری جیولری، ہینڈ بیگ اور کلچ، بیلٹ اور آرام دہ جوتے۔`,
    },
    collections: (group: string) => `${group} کے کلیکشن`,
    shop: (name: string) => `${name} دیکھیں`,
  },
)
