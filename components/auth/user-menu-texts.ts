import { defineTexts } from '@/lib/i18n/define-texts'

/**
 * The header's user menu: its sign-in button and the signed-in shopper's dropdown. Kept apart from the auth
 * modal's words (auth-texts.ts) because the header is on every page and the modal loads only when opened.
 */
export const userMenuTexts = defineTexts(
  'user-menu',
  {
    signIn: 'Sign in',
    hi: (name: string) => `Hi, ${name}`,
    accountFor: (name: string) => `Account menu for ${name}`,
    logout: 'Logout',
    loggingOut: 'Logging out…',
    loggedOut: 'Logged out successfully',
  },
  {
    signIn: 'سائن اِن',
    hi: (name: string) => `السلام علیکم، ${name}`,
    accountFor: (name: string) => `${name} کا اکاؤنٹ مینیو`,
    logout: 'لاگ آؤٹ',
    loggingOut: 'لاگ آؤٹ ہو رہا ہے…',
    loggedOut: 'آپ کامیابی سے لاگ آؤٹ ہو گئیں',
  },
)
