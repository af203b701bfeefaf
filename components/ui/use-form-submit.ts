'use client'

import { type ChangeEvent, type FormEvent, startTransition, useActionState, useState } from 'react'
import type { z } from 'zod'
import { useLocale } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { useFormValidation } from '@/components/ui/use-form-validation'
import { markSubmitHandled, takeEarlySubmit } from '@/lib/forms/submit-handled'
import type { FieldErrors } from '@/lib/forms/field-errors'
import { type FormMessage, formMessage } from '@/lib/i18n/form-message-texts'

/**
 * What a refused submission shows: the words for its code as a toast (and wherever the form puts them),
 * fieldErrors' words by the fields.
 */
export type SubmitFailure = { ok: false; fieldErrors?: FieldErrors } & FormMessage

/** The checkout's answer that never arrived (offline, a dropped connection): it may or may not have run. */
export type ConnectionLost = { ok: false; code: 'connection-lost' }

type FormSubmitOptions<Schema extends z.ZodType, Result extends { ok: true } | SubmitFailure> = {
  /** The schema the server applies too: the form is checked with it before anything is sent. */
  schema: Schema
  /**
   * Does the work once the form is valid, and its success steps (a toast, a navigation). Resolves with the
   * outcome, or with nothing for plain success; a failure it resolves with is shown, not thrown.
   */
  submit: (input: z.output<Schema>, formData: FormData) => Promise<Result | void>
  /** What a thrown error (a lost connection, Firebase refusing) tells the shopper. */
  onThrow: (error: unknown) => Result & SubmitFailure
}

/**
 * What a form spreads to be submitted through the hook: its handler; `noValidate`, since the schema checks it
 * and puts the messages by the fields; and the mark that lets the early-submit guard hold a press made before
 * hydration (lib/forms/early-submit.ts), so the browser never sends the form itself.
 */
export type SubmitHookFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** Notes which field the shopper changed, so its message from the last try goes (see `errors`). */
  onChange: (event: ChangeEvent<HTMLFormElement>) => void
  /** Sends, once, a press the guard kept from before React had the form (takeEarlySubmit). */
  ref: (form: HTMLFormElement | null) => void
  noValidate: true
  'data-submit-hook': ''
}

/**
 * The one submit pattern of the shop's forms: validate with the schema (messages by the fields) → pending →
 * submit → a toast on failure → pending cleared however it ended. Pending is React's action state, so it
 * clears itself, and a second submission made while one is under way waits for it rather than racing it.
 *
 * Submissions are dispatched by hand rather than through <form action>: React resets a form after its action,
 * and a shopper whose submission was refused must find what they typed still there.
 */
export function useFormSubmit<Schema extends z.ZodType, Result extends { ok: true } | SubmitFailure>({
  schema,
  submit,
  onThrow,
}: FormSubmitOptions<Schema, Result>) {
  const locale = useLocale()
  const { errors: invalid, validate } = useFormValidation(schema)
  // Fields changed since the last try: a message about what she has since corrected would tell her off for
  // nothing (and a screen reader would still call the field invalid). The next try checks them again.
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set())
  const [result, dispatch, pending] = useActionState(
    async (
      _previous: Result | { ok: true } | null,
      { input, formData }: { input: z.output<Schema>; formData: FormData },
    ): Promise<Result | { ok: true }> => {
      let outcome: Result | { ok: true }
      try {
        outcome = (await submit(input, formData)) ?? { ok: true }
      } catch (error) {
        outcome = onThrow(error)
      }
      // Answers are codes (schemas, actions, Firebase's mapping): shown in the page's language.
      if (!outcome.ok) toast.error(formMessage(locale, outcome))
      return outcome
    },
    null,
  )

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // So that the early-submit guard does not send it again (lib/forms/early-submit.ts).
    markSubmitHandled(event.nativeEvent)
    const form = event.currentTarget
    setChanged(new Set())
    const valid = validate(form)
    if (!valid) return
    const formData = new FormData(form)
    startTransition(() => dispatch({ input: valid.input, formData }))
  }

  const failure = failed(result) ? result : null
  // The browser's verdict on the last try, else the server's on the last submission, but for fields changed since.
  const lastErrors: FieldErrors = invalid ?? failure?.fieldErrors ?? {}
  const errors: FieldErrors =
    changed.size === 0
      ? lastErrors
      : Object.fromEntries(Object.entries(lastErrors).filter(([name]) => !changed.has(name)))
  const formProps: SubmitHookFormProps = {
    onSubmit: handleSubmit,
    onChange: (event) => {
      const name = (event.target as Partial<HTMLInputElement>).name
      if (name && lastErrors[name] !== undefined && !changed.has(name))
        setChanged(new Set([...changed, name]))
    },
    ref: takeEarlySubmit,
    noValidate: true,
    'data-submit-hook': '',
  }
  return { formProps, pending, result, failure, errors }
}

function failed<Result extends { ok: true } | SubmitFailure>(
  result: Result | { ok: true } | null,
): result is Result & SubmitFailure {
  return result !== null && !result.ok
}
