/** The three forms the auth modal switches between (spec section 4: signin, signup, forgot-password). */
export type AuthView = 'signin' | 'signup' | 'forgot-password'

export const AUTH_VIEW_PATHS: Record<AuthView, string> = {
  signin: '/signin',
  signup: '/signup',
  'forgot-password': '/forgot-password',
}
