'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { authTexts } from '@/components/auth/auth-texts'
import { toast } from '@/components/ui/toast'
import { submitButtonClass } from '@/components/ui/button-classes'
import { SelectField } from '@/components/ui/form-fields'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { changeLanguage, type ChangeLanguageResult } from '@/lib/auth/actions'
import { languageFormSchema } from '@/lib/auth/schemas'
import type { Language } from '@/lib/auth/user'
import { localePath } from '@/lib/i18n/locale-path'
import { accountTexts } from './account-texts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useReloadAccount } from './account-reload'

/**
 * The profile's language on the account page. Saving a language other than the page's opens the account page
 * in it (a full load: the other language has its own root layout, html lang and dir).
 */
export function LanguageForm({ language }: { language: Language }) {
  const locale = useLocale()
  const texts = accountTexts[locale]
  const reloadAccount = useReloadAccount()
  const { formProps, pending, errors } = useFormSubmit({
    schema: languageFormSchema,
    submit: async (_input, formData): Promise<ChangeLanguageResult> => {
      const result = await changeLanguage(formData)
      if (!result.ok) return result
      if (result.locale === locale) {
        toast.success(texts.language.saved)
        reloadAccount()
      } else {
        window.location.assign(localePath(result.locale, '/account'))
      }
      return result
    },
    onThrow: () => ({ ok: false, code: 'language-not-saved' }) as const,
  })
  const options = [
    { value: 'english', label: authTexts[locale].signUp.english },
    { value: 'urdu', label: authTexts[locale].signUp.urdu },
  ] as const

  return (
    <section
      aria-labelledby="account-language"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="account-language" className="font-display text-brand-900 text-xl">
        {texts.language.title}
      </h2>
      <p className="text-ink/75 mt-1 text-sm">{texts.language.lead}</p>
      <form
        {...formProps}
        aria-labelledby="account-language"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SelectField
          // Keyed by the saved value, so the field shows it again after a save refreshes the page.
          key={language}
          className="sm:w-64"
          name="language"
          label={texts.language.title}
          defaultValue={language}
          options={options}
          error={errors.language}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={texts.language.saving}
          className={`${submitButtonClass} sm:w-auto`}
        >
          {texts.language.save}
        </SubmitButton>
      </form>
    </section>
  )
}
