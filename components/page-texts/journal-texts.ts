import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The journal's frame: the list page and each post's header, links and cards (posts are in data/blog.ts). */
export const journalTexts = defineTexts(
  'journal',
  {
    page: {
      title: `The ${site.name} Journal`,
      description: `Styling ideas, hijab fabric guides and halal beauty tips from the ${site.name} team, for modest fashion every day and every occasion.`,
    },
    heading: `The ${site.name} Journal`,
    eyebrow: 'Inspire your look',
    intro: 'Styling ideas, fabric guides and halal beauty tips from our team.',
    journal: 'Journal',
    team: `${site.name} team`,
    read: 'Read article',
    back: 'Back to the journal',
    more: 'More from the journal',
  },
  {
    page: {
      title: `${site.name} جرنل`,
      description: `${site.name} ٹیم کی طرف سے پہناوے کے خیالات، حجاب کے کپڑوں کی گائیڈ اور حلال بیوٹی کے مشورے، ہر دن اور ہر موقع کے باپردہ فیشن کے لیے۔`,
    },
    heading: `${site.name} جرنل`,
    eyebrow: 'اپنے انداز کو نکھاریں',
    intro: 'ہماری ٹیم کی طرف سے پہناوے کے خیالات، کپڑوں کی گائیڈ اور حلال بیوٹی کے مشورے۔',
    journal: 'جرنل',
    team: `${site.name} ٹیم`,
    read: 'مضمون پڑھیں',
    back: 'جرنل پر واپس',
    more: 'جرنل سے مزید',
  },
)
