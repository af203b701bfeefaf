'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { useLocalePath } from './locale-context'

/**
 * next/link that keeps the shopper in their language: an Urdu page's '/sale' goes to '/ur/sale'. Every link
 * in the shop goes through it, so components name English paths only.
 */
export default function LocaleLink({ href, ...props }: ComponentProps<typeof NextLink>) {
  const toLocale = useLocalePath()
  return <NextLink href={typeof href === 'string' ? toLocale(href) : href} {...props} />
}
