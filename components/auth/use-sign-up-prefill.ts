'use client'

import { useEffect, useState } from 'react'
import type { SignUpPrefill } from '@/lib/orders/linking/signup-prefill'

/**
 * After a guest order, the confirmation's "Create an account" link opens /signup?order={id}. The page is
 * static, so the details are asked for after load from /api/signup-prefill, which answers only the browser
 * holding that order's proof cookie. Null until then, and for any other visit.
 */
export function useSignUpPrefill(): SignUpPrefill | null {
  const [prefill, setPrefill] = useState<SignUpPrefill | null>(null)
  useEffect(() => {
    const order = new URLSearchParams(window.location.search).get('order')
    if (!order) return
    let cancelled = false
    fetch(`/api/signup-prefill?order=${encodeURIComponent(order)}`)
      .then(async (response) =>
        response.ok ? ((await response.json()) as { prefill: SignUpPrefill }) : null,
      )
      .then((body) => {
        if (!cancelled && body) setPrefill(body.prefill)
      })
      // Without the details the form is simply empty, as on any other visit.
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [])
  return prefill
}
