import { site } from '@/data/site'
import { defineTexts } from './define-texts'

/** The words of the page frame itself: the default title and description, and the skip link. */
export const layoutTexts = defineTexts(
  'layout',
  {
    tagline: site.tagline,
    description: site.description,
    skipToContent: 'Skip to content',
  },
  {
    tagline: 'باپردہ فیشن، حجاب اور حلال بیوٹی',
    description:
      'Fatin باپردہ فیشن کی آن لائن دکان ہے: عبایا، جلباب، کفتان، لمبے فراک اور ٹیونک، حجاب اور شالیں، حلال سرٹیفائیڈ بیوٹی اور ایکسیسریز۔',
    skipToContent: 'مواد پر جائیں',
  },
)
