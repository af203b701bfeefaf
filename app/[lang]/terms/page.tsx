import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { returnPolicy } from '@/data/returns'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Terms & Conditions',
    description:
      'The terms for shopping at Fatin: orders, prices, delivery, returns, promotions and use of your account.',
    path: '/terms',
    preview: pagePreview('/terms'),
  })

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms & Conditions"
      path="/terms"
      eyebrow="Legal"
      intro="The simple rules that apply when you shop at Fatin. By placing an order, you agree to them."
    >
      <h2>Orders</h2>
      <p>
        When you place an order, we send a confirmation by email. We may cancel an order if an item is out of
        stock or a price was shown in error; if so, we will tell you straight away and you will not be
        charged.
      </p>

      <h2>Prices and payment</h2>
      <p>
        Prices are shown in US dollars and include the discounts shown on the page. Orders are currently paid
        by cash on delivery; see <Link href="/payment">payment methods</Link>.
      </p>

      <h2>Promotions</h2>
      <p>
        Promo codes, such as {site.promo.code} for {site.promo.percentOff}% off and the{' '}
        {site.firstOrderDiscountPercent}% welcome discount, apply to a customer&apos;s first order only, one
        code per order. Flash sale prices last until the countdown on the sale page ends.
      </p>

      <h2>Delivery and returns</h2>
      <p>
        Delivery times and costs are explained on our <Link href="/shipping">shipping page</Link>. Unworn
        items with their tags can be returned within {returnPolicy.days} days of delivery; beauty products
        only if unopened. See the <Link href="/faq">FAQ</Link> for how to return an item.
      </p>

      <h2>Your account</h2>
      <p>
        Please keep your password private. You are responsible for orders placed from your account; tell us
        straight away if you think someone else has used it.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Email <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
      </p>
    </ContentPage>
  )
}
