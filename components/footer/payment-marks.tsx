import { site } from '@/data/site'

type PaymentMethod = (typeof site.paymentMethods)[number]

// Simple typographic marks in each brand's colours (app/globals.css, darkened where needed for contrast); the
// shop ships no third-party logo files.
const marks: Record<PaymentMethod, { className: string; content: React.ReactNode }> = {
  Visa: {
    className: 'bg-white text-mark-visa',
    content: <span className="text-[0.8125rem] font-extrabold tracking-tight italic">VISA</span>,
  },
  MasterCard: {
    className: 'bg-white',
    content: (
      <span className="flex items-center" aria-hidden="true">
        <span className="bg-mark-mastercard-red size-4 rounded-full" />
        <span className="bg-mark-mastercard-yellow -ms-1.5 size-4 rounded-full mix-blend-multiply" />
      </span>
    ),
  },
  PayPal: {
    className: 'bg-white',
    content: (
      <span className="text-[0.75rem] font-extrabold italic">
        <span className="text-mark-paypal-dark">Pay</span>
        <span className="text-mark-paypal-light">Pal</span>
      </span>
    ),
  },
  EasyPaisa: {
    className: 'bg-mark-easypaisa text-white',
    content: <span className="text-[0.6875rem] font-bold">easypaisa</span>,
  },
  JazzCash: {
    className: 'bg-mark-jazzcash text-mark-jazzcash-text',
    content: <span className="text-[0.6875rem] font-extrabold">JazzCash</span>,
  },
}

export function PaymentMarks({ label }: { label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {site.paymentMethods.map((method) => (
        <li
          key={method}
          title={method}
          className={`flex h-8 min-w-14 items-center justify-center rounded-md px-2.5 shadow-sm ring-1 ring-black/5 ${marks[method].className}`}
        >
          {marks[method].content}
          {method === 'MasterCard' && <span className="sr-only">MasterCard</span>}
        </li>
      ))}
    </ul>
  )
}
