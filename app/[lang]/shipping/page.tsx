import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { returnPolicy } from '@/data/returns'
import { shippingRules, FREE_DELIVERY_FROM } from '@/data/shipping'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

const deliveryDays = `${shippingRules.delivery.transitDays.min} to ${shippingRules.delivery.transitDays.max}`

export const generateMetadata = () =>
  pageMetadata({
    title: 'Shipping & Returns',
    description: `Fatin delivers across Pakistan: free shipping on orders over ${FREE_DELIVERY_FROM}, ${deliveryDays} working days with tracking, and ${returnPolicy.days}-day returns.`,
    path: '/shipping',
    preview: pagePreview('/shipping'),
  })

const deliveryTimes = [
  { area: 'Lahore, Karachi, Islamabad and Rawalpindi', time: '2 to 4 working days' },
  { area: 'Other major cities (Faisalabad, Multan, Peshawar, Quetta and more)', time: '3 to 5 working days' },
  { area: 'Smaller towns and remote areas', time: '4 to 7 working days' },
] as const

export default function ShippingPage() {
  return (
    <ContentPage
      title="Shipping & Returns"
      path="/shipping"
      eyebrow="Delivery"
      intro={`Free shipping on every order over ${FREE_DELIVERY_FROM}, delivered to your door anywhere in Pakistan.`}
    >
      <h2>Delivery costs</h2>
      <ul>
        <li>
          <strong>Orders over {FREE_DELIVERY_FROM}:</strong> free delivery.
        </li>
        <li>
          <strong>Smaller orders:</strong> a flat delivery fee shown at checkout, before you place your order.
        </li>
      </ul>

      <h2>Delivery times</h2>
      <p>We dispatch orders placed before 2 pm (PKT) on the same working day. Typical delivery times are:</p>
      <ul>
        {deliveryTimes.map((row) => (
          <li key={row.area}>
            <strong>{row.area}:</strong> {row.time}
          </li>
        ))}
      </ul>
      <p>During Eid and sale seasons, please allow one or two extra days.</p>

      <h2>Tracking your parcel</h2>
      <p>
        When your order leaves us, we send the courier&apos;s tracking number by email and SMS. The courier
        will call before delivering; please keep your phone nearby.
      </p>

      <h2>Paying on delivery</h2>
      <p>
        Orders are paid by cash on delivery: please have the exact amount ready for the courier. See{' '}
        <Link href="/payment">payment methods</Link> for what is coming next.
      </p>

      <h2>Returns and exchanges</h2>
      <p>
        Changed your mind? Unworn clothing, hijabs and accessories with their tags can be returned or
        exchanged within {returnPolicy.days} days of delivery. Beauty products can be returned only if
        unopened and sealed.
      </p>
      <p>
        To start a return, email <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> with your
        order number. Once we receive and check the item, we refund within {returnPolicy.refundWorkingDays}{' '}
        working days.
      </p>

      <h2>Questions?</h2>
      <p>
        Read our <Link href="/faq">FAQ</Link> or <Link href="/contact">contact customer care</Link>.
      </p>
    </ContentPage>
  )
}
