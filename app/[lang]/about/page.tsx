import { FREE_DELIVERY_FROM } from '@/data/shipping'
import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'About Us',
    description:
      'The story behind Fatin: a Lahore modest-fashion shop for abayas, hijabs and halal beauty, made for women who want elegance without compromise.',
    path: '/about',
    preview: pagePreview('/about'),
  })

const values = [
  {
    title: 'Modesty, beautifully',
    text: 'Every piece is cut for full coverage and easy movement, never at the cost of style.',
  },
  {
    title: 'Fabrics that breathe',
    text: 'Crepe, chiffon, cotton and linen chosen for long, warm days and cool evenings alike.',
  },
  {
    title: 'Beauty you can trust',
    text: 'Our beauty range is made without alcohol or animal-derived ingredients, and our Halal Certified collection carries independent certification.',
  },
  {
    title: 'Made with care',
    text: 'We work with skilled tailors and embroiderers and pay fairly for their craft.',
  },
] as const

export default function AboutPage() {
  return (
    <ContentPage
      title="About Fatin"
      path="/about"
      eyebrow="Our story"
      intro="Modest fashion, hijabs and halal beauty for women who want to feel graceful, confident and completely themselves."
    >
      <h2>Where we began</h2>
      <p>
        Fatin started in {site.contact.city.split(',')[0]} with a simple frustration: finding an abaya that
        was both beautifully made and comfortable enough for a full day meant visiting a dozen shops. So we
        set out to gather the pieces we wanted to wear ourselves, from everyday jilbabs to embroidered Eid
        kaftans, in one place that anyone in Pakistan could shop from their phone.
      </p>
      <p>
        The name means <em>captivating</em> in Arabic. For us, that has never meant loud: it means the quiet
        confidence of a well-draped hijab, a fabric that moves with you and a colour that suits you.
      </p>

      <h2>What we stand for</h2>
      <ul>
        {values.map((value) => (
          <li key={value.title}>
            <strong>{value.title}.</strong> {value.text}
          </li>
        ))}
      </ul>

      <h2>Shopping with us</h2>
      <p>
        We deliver across Pakistan, with free shipping on orders over {FREE_DELIVERY_FROM}. New customers get{' '}
        {site.firstOrderDiscountPercent}% off their first order when they sign up. If you have a question
        about sizing, fabrics or an order, our team is happy to help:{' '}
        <Link href="/contact">get in touch</Link> or read our{' '}
        <Link href="/faq">frequently asked questions</Link>.
      </p>
      <p>
        <Link href="/category/clothing">Explore the collection</Link>
      </p>
    </ContentPage>
  )
}
