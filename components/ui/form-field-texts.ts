import { defineTexts } from '@/lib/i18n/define-texts'

/** The words of the shared form fields (components/ui/form-fields.tsx). */
export const formFieldTexts = defineTexts(
  'form-fields',
  {
    show: 'Show',
    hide: 'Hide',
    showField: (label: string) => `Show ${label.toLowerCase()}`,
    hideField: (label: string) => `Hide ${label.toLowerCase()}`,
  },
  {
    show: 'دکھائیں',
    hide: 'چھپائیں',
    showField: (label: string) => `${label} دکھائیں`,
    hideField: (label: string) => `${label} چھپائیں`,
  },
)
