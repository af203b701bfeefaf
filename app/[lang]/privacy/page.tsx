import { ContentPage } from '@/components/content/content-page'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Privacy Policy',
    description:
      'How Fatin collects, uses and protects your personal information when you shop with us or create an account.',
    path: '/privacy',
    preview: pagePreview('/privacy'),
  })

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      path="/privacy"
      eyebrow="Legal"
      intro="Your trust matters to us. This page explains, in plain words, what we collect and why."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address, optional phone number and preferred
          language (English or Urdu).
        </li>
        <li>
          <strong>Your orders:</strong> your delivery address, mobile number and what you bought, so we can
          deliver and help with returns.
        </li>
        <li>
          <strong>Your bag and wishlist:</strong> the items you save, so they are still there when you come
          back.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your details only to run your account, deliver your orders, answer your questions and, if you
        sign up for our newsletter, send you news and offers. You can unsubscribe from emails at any time.
      </p>
      <p>
        <strong>We never sell your personal information.</strong> We share only what is needed with the
        services that make the shop work: our courier partners for delivery, and Google Firebase, which
        securely stores accounts and orders for us.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a small number of essential cookies: one keeps you signed in, and one remembers your bag and
        wishlist on this device. We do not use advertising cookies.
      </p>

      <h2>Your choices</h2>
      <p>
        You can view and update your name in your account at any time. To receive a copy of your data, or to
        have your account and data deleted, email{' '}
        <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> and we will do so within 30 days.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy, we will update this page and tell account holders about important changes.
      </p>
    </ContentPage>
  )
}
