'use client'

import { StoreUnavailable } from '@/components/ui/store-unavailable'

/**
 * A last resort under the page's heading: the list itself says when the store cannot be read
 * (components/wishlist/wishlist-from-server.tsx), so this catches only a render that failed in the browser.
 */
export default StoreUnavailable
