/**
 * The message a page sends its service worker with what its tab has shown (pages and their files); the worker
 * answers on the message's port once it has kept them.
 */
export const CACHE_SEEN_MESSAGE = 'fatin:cache-seen'

export type CacheSeenMessage = { type: typeof CACHE_SEEN_MESSAGE; urls: string[] }

/**
 * The message an offline page sends its service worker when the phone says it is online again: the worker
 * answers on the message's port whether a request of its own reaches the shop, since the worker's
 * connection can come back a moment after the page's, and a reload before then would fail again.
 */
export const PROBE_NETWORK_MESSAGE = 'fatin:probe-network'

export type ProbeNetworkMessage = { type: typeof PROBE_NETWORK_MESSAGE }

/** How many addresses one message may carry (a page loads a few dozen files). */
export const MAX_SEEN_URLS = 200
