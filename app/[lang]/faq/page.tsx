import { FREE_DELIVERY_FROM } from '@/data/shipping'
import Link from '@/components/i18n/locale-link'
import { ContentPage } from '@/components/content/content-page'
import { FaqList, type FaqGroup } from '@/components/content/faq-list'
import { JsonLd } from '@/components/content/json-ld'
import { returnPolicy } from '@/data/returns'
import { site } from '@/data/site'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Frequently Asked Questions',
    description:
      'Answers about Fatin delivery across Pakistan, returns, payment by cash on delivery, EasyPaisa and JazzCash, sizing and halal certification.',
    path: '/faq',
    preview: pagePreview('/faq'),
  })

const faqs: readonly FaqGroup[] = [
  {
    heading: 'Shipping',
    items: [
      {
        question: 'Do you deliver across Pakistan?',
        answer:
          'Yes. We deliver to every city in Pakistan. Orders to Karachi, Lahore, Islamabad and Rawalpindi usually arrive in 2 to 4 working days; other cities and towns in 4 to 7 working days.',
      },
      {
        question: 'How much does delivery cost?',
        answer: `Delivery is free on orders over ${FREE_DELIVERY_FROM}. Below that, a flat delivery fee is shown at checkout before you place your order.`,
      },
      {
        question: 'Can I track my order?',
        answer:
          'Yes. Once your parcel leaves us we send the courier tracking number by email and SMS to the details on your order.',
      },
    ],
  },
  {
    heading: 'Returns & exchanges',
    items: [
      {
        question: 'What is your return policy?',
        answer: `You can return or exchange unworn clothing, hijabs and accessories with their tags within ${returnPolicy.days} days of delivery. For hygiene reasons, beauty products can only be returned unopened and sealed.`,
      },
      {
        question: 'How do I start a return?',
        answer: `Email ${site.contact.email} with your order number and the items you would like to return. We will arrange a pickup or send you the return address.`,
      },
      {
        question: 'When will I get my refund?',
        answer: `Once your return reaches us and is checked, we refund within ${returnPolicy.refundWorkingDays} working days, by bank transfer or to the method you paid with.`,
      },
    ],
  },
  {
    heading: 'Payment',
    items: [
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Right now orders are paid by cash on delivery: you pay the courier when your parcel arrives. Card payments (Visa and MasterCard), PayPal, EasyPaisa and JazzCash are coming soon.',
      },
      {
        question: 'Can I pay with EasyPaisa or JazzCash?',
        answer:
          'Not yet, but both are on the way. Until then, choose cash on delivery at checkout; we will announce mobile wallet payments on our payment page as soon as they are live.',
      },
      {
        question: 'Are prices shown in dollars?',
        answer: 'Yes, all prices are shown in US dollars with two decimals.',
      },
    ],
  },
  {
    heading: 'Sizing & fit',
    items: [
      {
        question: 'How do I choose my size?',
        answer:
          'Our clothing runs from XS to XL. Abayas and jilbabs are cut loose, so choose by your height and shoulder width; if you are between sizes, we suggest the larger one for a more flowing drape.',
      },
      {
        question: 'Can I get a different length?',
        answer:
          'Many of our abayas can be shortened. Mention the length you need when you contact us after ordering and we will tell you if the piece can be altered.',
      },
    ],
  },
  {
    heading: 'Halal certification',
    items: [
      {
        question: 'What does halal certified mean for your beauty products?',
        answer:
          'Products in our Halal Certified collection are certified by an independent halal authority: their ingredients contain no pork derivatives or alcohol, and they are made and handled without cross-contamination.',
      },
      {
        question: 'Is your makeup wudu-friendly?',
        answer:
          'Several of our makeup products are breathable formulas designed to let water pass through. Each product description says whether it is breathable.',
      },
    ],
  },
]

export default function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      path="/faq"
      eyebrow="Help"
      intro={
        <>
          Quick answers about delivery, returns, payment and our products. Can&apos;t find what you need?{' '}
          <Link href="/contact" className="text-brand-700 font-medium underline underline-offset-4">
            Contact us
          </Link>
          .
        </>
      }
      layout="wide"
    >
      <div className="max-w-3xl">
        <FaqList groups={faqs} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.flatMap((group) =>
            group.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        }}
      />
    </ContentPage>
  )
}
