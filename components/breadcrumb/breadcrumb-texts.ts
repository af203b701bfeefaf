import { defineTexts } from '@/lib/i18n/define-texts'

/** The breadcrumb's words, in every content page's frame. */
export const breadcrumbTexts = defineTexts(
  'breadcrumb',
  { home: 'Home', breadcrumb: 'Breadcrumb' },
  { home: 'ہوم', breadcrumb: 'راستہ' },
)
