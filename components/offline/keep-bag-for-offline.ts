import type { CartView } from '@/lib/cart/cart-view-model'
import type { Locale } from '@/lib/i18n/locales'
import { rememberBag } from '@/lib/offline/last-bag'

/**
 * After a product went into the bag outside the bag page (Add to Bag on a card, a product page or Quick View),
 * reads the bag as it now is and keeps it for the offline bag page (lib/offline/last-bag.ts): a phone that
 * loses its signal before she opens her bag still shows what she put in it. In the background; a failed read
 * leaves the bag kept before as it was.
 */
export function keepBagForOffline(locale: Locale): Promise<void> {
  return fetch(`/api/cart?lang=${locale}`, { cache: 'no-store', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (response.ok) rememberBag((await response.json()) as CartView)
    })
    .catch(() => {
      // Offline again, or the shop did not answer: the offline page shows the bag kept before.
    })
}
