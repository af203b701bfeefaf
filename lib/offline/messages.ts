/**
 * The message a page sends its service worker with what its tab has shown (pages and their files); the worker
 * answers on the message's port once it has kept them.
 */
export const CACHE_SEEN_MESSAGE = 'fatin:cache-seen'

export type CacheSeenMessage = {
  type: typeof CACHE_SEEN_MESSAGE
  urls: string[]
  /**
   * In a page's answer to an installing worker: it is the only document of its tab that no worker answered,
   * so no page of the shop can be in that tab's back/forward cache for a claim to evict.
   */
  aloneInTab?: boolean
}

/**
 * The question an installing service worker asks each open page: what has your tab shown? The page answers
 * on the question's port with a CacheSeenMessage, and the worker, once it has kept those, sends `true` back on
 * the same port. So when `navigator.serviceWorker.ready` resolves, what the tab showed before is kept already.
 */
export const WHAT_WAS_SEEN_QUESTION = 'fatin:what-was-seen'

export type WhatWasSeenQuestion = { type: typeof WHAT_WAS_SEEN_QUESTION }

/** The addresses in a CacheSeenMessage, if it is one: at most MAX_SEEN_URLS strings, anything else left out. */
export function seenUrlsIn(message: unknown): string[] | null {
  const data = message as Partial<CacheSeenMessage> | null | undefined
  if (data?.type !== CACHE_SEEN_MESSAGE || !Array.isArray(data.urls)) return null
  return data.urls.filter((url): url is string => typeof url === 'string').slice(0, MAX_SEEN_URLS)
}

/** Whether a page's CacheSeenMessage says it is alone in its tab (anything else: no). */
export function saysAloneInTab(message: unknown): boolean {
  const data = message as Partial<CacheSeenMessage> | null | undefined
  return data?.type === CACHE_SEEN_MESSAGE && data.aloneInTab === true
}

/**
 * The message an offline page sends its service worker when the phone says it is online again: the worker
 * answers on the message's port whether a request of its own reaches the shop, since the worker's
 * connection can come back a moment after the page's, and a reload before then would fail again.
 */
export const PROBE_NETWORK_MESSAGE = 'fatin:probe-network'

export type ProbeNetworkMessage = { type: typeof PROBE_NETWORK_MESSAGE }

/** How many addresses one message may carry (a page loads a few dozen files). */
export const MAX_SEEN_URLS = 200
