'use client'

import type { ComponentProps } from 'react'
import { shopLinkMarks } from '@/components/links/link-target'
import { useLocalePath } from './locale-context'

type LocaleLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The English path ('/sale'); an Urdu page links to '/ur/sale'. */
  href: string
  /** false for a link never worth prefetching: a personal page, a link whose click opens a dialog. */
  prefetch?: false
}

/**
 * The shop's link: keeps the shopper in her language, so components name English paths only. It is a plain
 * `<a>`, marked as a shop link; the one handler in components/links/link-navigation.tsx makes its click a
 * client-side navigation and prefetches its page on intent. Nothing per link runs on the phone but this.
 */
export default function LocaleLink({ href, prefetch, ...props }: LocaleLinkProps) {
  const toLocale = useLocalePath()
  return <a {...shopLinkMarks(prefetch)} {...props} href={toLocale(href)} />
}
