/**
 * The newsletter box's answers as codes, apart from its server-only code, so the browser and the words
 * (newsletter-message-texts.ts) can use them. The field codes are the schema's (newsletter-email.ts).
 */
export type NewsletterMessage =
  | { code: 'newsletter-email-empty' }
  | { code: 'newsletter-email-invalid' }
  /** Storing the subscription failed. */
  | { code: 'subscribe-failed' }
  /** The browser never got an answer (offline, a dropped connection). */
  | { code: 'connection-lost' }
