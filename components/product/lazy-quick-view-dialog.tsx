'use client'

import dynamic from 'next/dynamic'
import { whenShopperActs } from '@/components/ui/when-shopper-acts'

const loadQuickViewDialog = () => import('./quick-view-dialog').then((module) => module.QuickViewDialog)

/**
 * Quick View, loaded when it is first opened. No card needs its code to hydrate (the dialog, the purchase
 * form with its colour, size and quantity pickers, the live stock line), so it stays out of the scripts a
 * listing runs on arrival. preloadQuickView fetches it in the first idle moment after the shopper starts
 * using the page, so a tap on 'Quick View' rarely waits for it.
 */
export const LazyQuickViewDialog = dynamic(loadQuickViewDialog, { ssr: false })

let preloadScheduled = false

/** Schedules the dialog's code to load once the shopper acts on the page; once per page, however many cards call it. */
export function preloadQuickView(): void {
  if (preloadScheduled) return
  preloadScheduled = true
  whenShopperActs(() => void loadQuickViewDialog())
}
