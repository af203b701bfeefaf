'use client'

import { StoreUnavailable } from '@/components/ui/store-unavailable'

/** Firestore or Auth could not answer: a retry message inside the back office's shell. */
export default StoreUnavailable
