/** @jest-environment jsdom */
import { lastBag } from '@/lib/offline/last-bag'
import { keepBagForOffline } from './keep-bag-for-offline'

const bagWithOneLine = {
  itemCount: 1,
  pricing: { total: 349900 },
  lines: [
    {
      key: '1401--',
      name: 'Rosewater Hydrating Serum',
      image: 'products/1401',
      color: null,
      size: null,
      quantity: 1,
      lineTotal: 349900,
    },
  ],
}

/** What fetch answers with, as far as the code reads it (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response)

function answerWith(response: Promise<Response>) {
  const fetchMock = jest.fn(() => response)
  Object.assign(globalThis, { fetch: fetchMock })
  return fetchMock
}

describe('keepBagForOffline', () => {
  beforeEach(() => window.localStorage.clear())

  it('reads the bag in her language and keeps it for the offline bag page', async () => {
    const fetchMock = answerWith(answer(200, bagWithOneLine))
    await keepBagForOffline('ur')
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart?lang=ur',
      expect.objectContaining({ cache: 'no-store' }),
    )
    expect(lastBag()).toMatchObject({
      itemCount: 1,
      total: 349900,
      lines: [{ name: 'Rosewater Hydrating Serum', quantity: 1, lineTotal: 349900 }],
    })
  })

  it('keeps the bag kept before when the read fails or answers an error', async () => {
    answerWith(answer(200, bagWithOneLine))
    await keepBagForOffline('en')
    const before = lastBag()

    answerWith(Promise.reject(new TypeError('Failed to fetch')))
    await expect(keepBagForOffline('en')).resolves.toBeUndefined()
    answerWith(answer(503, { error: 'busy' }))
    await keepBagForOffline('en')
    answerWith(answer(200, { not: 'a bag' }))
    await keepBagForOffline('en')
    expect(lastBag()).toEqual(before)
  })
})
