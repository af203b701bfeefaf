import type { ValidationMessage } from '@/lib/forms/validated-action'
import type { ConfirmMessage } from './confirm-messages'

/**
 * The "Confirm my order" link's answers also exist as prerendered pages, one per answer and language: the
 * button's POST without JavaScript (app/api/orders/confirm/[token]) redirects to one, so a reload re-sends
 * nothing. They name no order and hold nothing personal. A link
 * the shop did not sign goes to /orders/confirm/not-valid, served with a 404.
 */
export const CONFIRM_ANSWER_PAGES = [
  'confirmed',
  'already-confirmed',
  'expired',
  'shipped',
  'delivered',
  'cancelled',
  'too-many',
  'unavailable',
] as const

export type ConfirmAnswerPage = (typeof CONFIRM_ANSWER_PAGES)[number]

type Answer = ConfirmMessage | ValidationMessage

export const NOT_VALID_PATH = '/orders/confirm/not-valid'

/** The prerendered page (unprefixed path) that shows this answer. */
export function confirmAnswerPath(answer: Answer): string {
  const page = answerPage(answer)
  return page ? `/orders/confirm/answer/${page}` : NOT_VALID_PATH
}

function answerPage(answer: Answer): ConfirmAnswerPage | null {
  switch (answer.code) {
    case 'confirm-done':
      return 'confirmed'
    case 'confirm-already':
      return 'already-confirmed'
    case 'confirm-expired':
      return 'expired'
    case 'confirm-closed':
      // Only these three leave nothing to confirm; a placed or confirmed order never answers 'closed'.
      return answer.status === 'shipped' || answer.status === 'delivered' ? answer.status : 'cancelled'
    case 'confirm-too-many':
      return 'too-many'
    case 'unavailable':
    case 'unexpected':
      return 'unavailable'
    case 'confirm-invalid':
    case 'invalid-input':
      return null
  }
}

/** The answer a prerendered page shows (the time of a confirmation is not known there). */
export function answerOfPage(page: ConfirmAnswerPage): Answer {
  switch (page) {
    case 'confirmed':
      return { code: 'confirm-done' }
    case 'already-confirmed':
      return { code: 'confirm-already' }
    case 'expired':
      return { code: 'confirm-expired' }
    case 'shipped':
    case 'delivered':
    case 'cancelled':
      return { code: 'confirm-closed', status: page }
    case 'too-many':
      return { code: 'confirm-too-many' }
    case 'unavailable':
      return { code: 'unavailable' }
  }
}
