// E-mail normalising, apart from the zod schemas that use it (checkout-schema.ts), so browser code that needs
// it does not bring zod into every page.

/** E-mail addresses are compared without case: Ayesha@Example.com and ayesha@example.com are one person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
