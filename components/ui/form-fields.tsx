'use client'

import { useLocale } from '@/components/i18n/locale-context'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { fieldMessage } from '@/lib/i18n/form-message-texts'
import { formFieldTexts } from './form-field-texts'
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

const inputClass =
  'block min-h-11 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink shadow-sm transition placeholder:text-ink/40 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string
  label: string
  error?: FieldErrorCode
  hint?: ReactNode
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ name, label, error, hint, className, ...input }: FieldProps) {
  // Schemas answer codes, in the browser and on the server alike: shown in the page's language.
  const message = fieldMessage(useLocale(), error)
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
        }
        className={`${inputClass} border-brand-200`}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="text-ink-muted mt-1 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}

/** A password input with a show/hide toggle (spec: password visibility toggles hidden/shown). */
export function PasswordField({
  name,
  label,
  error,
  className,
  ...input
}: Omit<FieldProps, 'type' | 'hint'>) {
  const locale = useLocale()
  const texts = formFieldTexts[locale]
  // Schemas answer codes, in the browser and on the server alike: shown in the page's language.
  const message = fieldMessage(locale, error)
  const id = useId()
  const errorId = `${id}-error`
  const [visible, setVisible] = useState(false)
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} border-brand-200 pe-20`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? texts.hideField(label) : texts.showField(label)}
          className="text-brand-700 hover:bg-brand-50 absolute inset-y-0 end-0 my-auto me-1 h-9 min-w-14 rounded-lg px-2 text-sm font-semibold"
        >
          {visible ? texts.hide : texts.show}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> & {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  /** A first, disabled option shown until the shopper chooses (with defaultValue ""). */
  placeholder?: string
  error?: FieldErrorCode
}

/** A labelled select, its error announced and tied to it like TextField's. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  className,
  ...select
}: SelectFieldProps) {
  // Schemas answer codes, in the browser and on the server alike: shown in the page's language.
  const message = fieldMessage(useLocale(), error)
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} border-brand-200`}
        {...select}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}

export function CheckboxField({
  name,
  children,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> & {
  name: string
  children: ReactNode
  error?: FieldErrorCode
}) {
  // Schemas answer codes, in the browser and on the server alike: shown in the page's language.
  const message = fieldMessage(useLocale(), error)
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="border-brand-300 text-brand-700 accent-brand-700 mt-0.5 size-5 shrink-0 rounded"
          {...input}
        />
        <label htmlFor={id} className="text-ink/80 text-sm leading-snug">
          {children}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}

export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="text-ink-muted flex items-center gap-3 text-xs tracking-wide uppercase">
      <span className="bg-brand-100 h-px flex-1" />
      {children}
      <span className="bg-brand-100 h-px flex-1" />
    </div>
  )
}
