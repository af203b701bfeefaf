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
    myAccount: 'My Account',
    changePassword: 'Change Password',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    loggedOut: 'Logged out successfully',
    // The specification's logout failure (section 8), said here rather than through lib/auth/error-messages,
    // whose table of every sign-in error would otherwise load with the header on every page.
    logoutFailed: 'Logout failed',
  },
  {
    signIn: 'سائن اِن',
    hi: (name: string) => `السلام علیکم، ${name}`,
    accountFor: (name: string) => `${name} کا اکاؤنٹ مینیو`,
    myAccount: 'میرا اکاؤنٹ',
    changePassword: 'پاس ورڈ تبدیل کریں',
    logout: 'لاگ آؤٹ',
    loggingOut: 'لاگ آؤٹ ہو رہا ہے…',
    loggedOut: 'آپ کامیابی سے لاگ آؤٹ ہو گئیں',
    logoutFailed: 'لاگ آؤٹ نہیں ہو سکا',
  },
)
