// The lookup's answers, apart from its server-only code, so the Urdu table (lib/i18n) can name them.

export const ORDER_NUMBER_ERROR = 'Please enter the order number from your confirmation, like FT-3F2B9C1A.'

/** What a wrong number and a wrong mobile both get, word for word, so neither can be told from the other. */
export const ORDER_NOT_FOUND_MESSAGE =
  'We could not find an order with that order number and mobile number. Please check both and try again. ' +
  'If you ordered while signed in, sign in to see it in your account.'

export const TOO_MANY_LOOKUPS =
  'Too many tries to find an order. Please wait 10 minutes and try again, or contact us.'
