import { LinkNotValid } from '@/components/newsletter/link-not-valid'
import { newsletterConfirmTexts } from '@/components/newsletter/newsletter-confirm-texts'

/** "This link is not valid", in the page's language, for the 404 proxy.ts gives a forged confirmation link. */
export default function NewsletterConfirmLinkNotValid() {
  return <LinkNotValid headingId="newsletter-confirm" texts={newsletterConfirmTexts} />
}
