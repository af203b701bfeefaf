import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Rewards & Loyalty',
    description: `Fatin rewards: ${site.firstOrderDiscountPercent}% off your first order when you sign up, code ${site.promo.code} for ${site.promo.percentOff}% off, and early access to sales for newsletter subscribers.`,
    path: '/loyalty',
    preview: pagePreview('/loyalty'),
  })

export default function LoyaltyPage() {
  return (
    <ContentPage
      title="Rewards & Loyalty"
      path="/loyalty"
      eyebrow="Fatin rewards"
      intro="Thank you for shopping with us. Here is how we say thank you back."
    >
      <h2>A welcome gift</h2>
      <p>
        <Link href="/signup">Create an account</Link> and get {site.firstOrderDiscountPercent}% off your first
        order. Prefer to start with our newsletter? Subscribers receive a {site.firstOrderDiscountPercent}%
        discount code too.
      </p>

      <h2>First-order code</h2>
      <p>
        New to Fatin? Use code <strong>{site.promo.code}</strong> at checkout for {site.promo.percentOff}% off
        your first order. One code per order.
      </p>

      <h2>Sales first</h2>
      <p>
        Newsletter subscribers hear about our <Link href="/sale">flash sales</Link> and Eid collections before
        anyone else.
      </p>

      <h2>Points, coming soon</h2>
      <p>
        We are building a points programme so every order counts towards future rewards. It is not live yet;
        we will announce it here and in our newsletter when it is.
      </p>
    </ContentPage>
  )
}
