import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The countdowns' unit names, and the promo banner's words around its countdown. */
export const countdownTexts = defineTexts(
  'countdown',
  {
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    timeRemaining: 'Time remaining',
    banner: {
      offer: `${site.promo.percentOff}% off your first order`,
      withCode: 'with code',
      endsIn: 'Ends in',
      region: 'Promotion',
      dismiss: 'Dismiss promotion',
    },
  },
  {
    units: { days: 'دن', hours: 'گھنٹے', minutes: 'منٹ', seconds: 'سیکنڈ' },
    timeRemaining: 'باقی وقت',
    banner: {
      offer: `پہلے آرڈر پر ${site.promo.percentOff}% رعایت`,
      withCode: 'اس کوڈ کے ساتھ',
      endsIn: 'ختم ہونے میں',
      region: 'پیشکش',
      dismiss: 'پیشکش بند کریں',
    },
  },
)
