/** The message a page sends its service worker with what it has shown: its address and its files. */
export const CACHE_SEEN_MESSAGE = 'fatin:cache-seen'

export type CacheSeenMessage = { type: typeof CACHE_SEEN_MESSAGE; urls: string[] }

/** How many addresses one message may carry (a page loads a few dozen files). */
export const MAX_SEEN_URLS = 200
