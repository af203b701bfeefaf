/**
 * The shop's button looks, as class names. They live apart from form-fields.tsx so a component that needs
 * only a button (the newsletter box on every home page, the language form) does not pull the form fields and
 * every field message, in both languages, into its page's JavaScript.
 */
export const submitButtonClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70'

export const linkButtonClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline inline-flex min-h-11 items-center'
