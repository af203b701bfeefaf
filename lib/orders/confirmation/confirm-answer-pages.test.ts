import { answerOfPage, CONFIRM_ANSWER_PAGES, confirmAnswerPath } from './confirm-answer-pages'

describe("the confirmation link's prerendered answers", () => {
  it('has a page for every answer, and each page shows the answer that leads to it', () => {
    for (const page of CONFIRM_ANSWER_PAGES) {
      expect(confirmAnswerPath(answerOfPage(page))).toBe(`/orders/confirm/answer/${page}`)
    }
    expect(confirmAnswerPath({ code: 'confirm-done', at: '2026-11-28T10:00:00.000Z' })).toBe(
      '/orders/confirm/answer/confirmed',
    )
    expect(confirmAnswerPath({ code: 'unexpected' })).toBe('/orders/confirm/answer/unavailable')
  })

  it('sends a link the shop did not sign to the not-valid page', () => {
    expect(confirmAnswerPath({ code: 'confirm-invalid' })).toBe('/orders/confirm/not-valid')
    expect(confirmAnswerPath({ code: 'invalid-input' })).toBe('/orders/confirm/not-valid')
  })
})
