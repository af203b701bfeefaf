import { defineTexts } from '@/lib/i18n/define-texts'

/** Words every content page's frame uses: the breadcrumb. */
export const contentTexts = defineTexts(
  'content',
  { home: 'Home', breadcrumb: 'Breadcrumb' },
  { home: 'ہوم', breadcrumb: 'راستہ' },
)
