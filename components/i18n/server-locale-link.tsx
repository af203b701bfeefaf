import 'server-only'
import type { ComponentProps } from 'react'
import { shopLinkMarks } from '@/components/links/link-target'
import { localePath } from '@/lib/i18n/locale-path'
import { currentLocale } from '@/lib/i18n/server-locale'

type ServerLocaleLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The English path ('/sale'); an Urdu page links to '/ur/sale'. */
  href: string
  /** false for a link never worth prefetching: a personal page, a link whose click opens a dialog. */
  prefetch?: false
}

/**
 * LocaleLink for server trees: the same `<a>`, marked the same way for the one click and prefetch handler
 * (components/links/link-navigation.tsx), with its path put in the page's language on the server. It is plain
 * HTML in the page, so nothing of it hydrates: a listing's cards, footer and breadcrumb carry about forty links,
 * each of which was a client component. A component rendered inside a client tree (the bag, the menus) uses
 * LocaleLink; importing this one there fails the build ('server-only').
 */
export default async function ServerLocaleLink({ href, prefetch, ...props }: ServerLocaleLinkProps) {
  const locale = await currentLocale()
  return <a {...shopLinkMarks(prefetch)} {...props} href={localePath(locale, href)} />
}
