'use client'

import { StoreUnavailable } from '@/components/ui/store-unavailable'

/** The store could not be reached (Firestore or Auth down): a retry message under the page's heading. */
export default StoreUnavailable
