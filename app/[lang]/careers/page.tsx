import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Careers',
    description:
      'Work with Fatin, a growing modest-fashion shop in Lahore. Learn how we work and how to send us your CV.',
    path: '/careers',
    preview: pagePreview('/careers'),
  })

const careersMail = `mailto:${site.contact.email}?subject=${encodeURIComponent('Careers at Fatin')}`

export default function CareersPage() {
  return (
    <ContentPage
      title="Careers at Fatin"
      path="/careers"
      eyebrow="Join us"
      intro="We are a small team that cares about modest fashion, good craft and looking after our customers. If that sounds like you, we would love to hear from you."
    >
      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Customer first.</strong> Every decision starts with the woman who will wear the piece.
        </li>
        <li>
          <strong>Respect for craft.</strong> We work closely with tailors and embroiderers and value their
          skill.
        </li>
        <li>
          <strong>Flexible, family-friendly hours.</strong> Prayer times, school runs and Ramadan are part of
          our schedule, not an exception to it.
        </li>
      </ul>

      <h2>Open roles</h2>
      <p>
        We have no open positions right now. We are always glad to meet people with experience in customer
        care, garment design and production, photography, and online marketing.
      </p>
      <p>
        Send your CV and a few lines about yourself to <a href={careersMail}>{site.contact.email}</a> with the
        subject &ldquo;Careers at Fatin&rdquo;, and we will be in touch when a role opens that fits.
      </p>
    </ContentPage>
  )
}
