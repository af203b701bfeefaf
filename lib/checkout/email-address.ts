// The e-mail message and normalising, apart from the zod schemas that use them (checkout-schema.ts), so browser
// code that only quotes the message (lib/i18n/form-message-texts.ts) does not bring zod into every page.

export const EMAIL_ERROR = 'Please enter your e-mail address, like name@example.com.'

/** E-mail addresses are compared without case: Ayesha@Example.com and ayesha@example.com are one person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
