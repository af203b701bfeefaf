// The newsletter's answers, apart from its server-only code, so the browser and the Urdu table can use them.
export const EMPTY_EMAIL = 'Please enter your email address.'
export const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.'
export const SUBSCRIBE_FAILED = 'We could not sign you up just now. Please try again in a moment.'
export const CONNECTION_ERROR = 'We could not reach the shop. Please check your connection and try again.'
