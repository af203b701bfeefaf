'use client'

import { useEffect, useSyncExternalStore } from 'react'
import type { StockStatus } from '@/lib/stock/stock-status'
import {
  requestShopper,
  serverShopperSnapshot,
  shopperSnapshot,
  subscribeToShopper,
  type ShopperState,
} from '@/lib/shopper/browser-store'

/** The visitor as the server last described them; unknown (neutral) during hydration and until it answers. */
export function useShopper(): ShopperState {
  const state = useSyncExternalStore(subscribeToShopper, shopperSnapshot, serverShopperSnapshot)
  useEffect(() => {
    requestShopper()
  }, [])
  return state
}

/** Live stock of one product, or null until the server has said (or when it could not). */
export function useLiveStock(productId: number): StockStatus | null {
  const state = useSyncExternalStore(subscribeToShopper, shopperSnapshot, serverShopperSnapshot)
  useEffect(() => {
    requestShopper({ stockFor: productId })
  }, [productId])
  return state.stock.get(productId) ?? null
}
