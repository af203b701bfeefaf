import { formatOrderMoment } from '@/components/orders/order-format'
import { Panel } from '@/components/ui/panel'
import { readOrderMail } from '@/lib/mail/outbox-reads'
import type { DeliveryState, MailKind, OutboxEntry } from '@/lib/mail/outbox-doc'
import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'
import { ResendConfirmation } from './resend-confirmation'

const KIND_WORDS: Record<MailKind, string> = {
  'order-received': 'Receipt and confirmation link',
  confirmed: 'Confirmed',
  shipped: 'Shipped, with tracking',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Parcel came back',
  'verify-email': 'E-mail verification (the receipt waits for it)',
}

const STATE_WORDS: Record<DeliveryState, string> = {
  PENDING: 'Waiting to send',
  PROCESSING: 'Sending',
  RETRY: 'Waiting to retry',
  SUCCESS: 'Sent',
  ERROR: 'Failed',
}

/**
 * The order's e-mails from the outbox (lib/mail/outbox-doc.ts): what, to whom, whether it went out, how many
 * tries and the last error. A refused address shows here as Failed with the mail server's words, while the
 * order itself stands. While the order waits for confirmation, staff can send the confirmation link again.
 */
export async function StaffOrderMail({
  orderId,
  status,
  email,
}: {
  orderId: string
  status: OrderStatus
  email: string | null
}) {
  const mails = await readOrderMail(orderId)
  return (
    <Panel id="emails" title="E-mails">
      {mails.length === 0 ? (
        <p className="text-ink/80 text-sm">
          No e-mails for this order{email ? '' : ': it has no e-mail address'}.
        </p>
      ) : (
        <ul aria-label="E-mails for this order" className="divide-brand-100 divide-y text-sm">
          {mails.map((mail) => (
            <MailRow key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      {status === 'placed' && email && <ResendConfirmation orderId={orderId} />}
    </Panel>
  )
}

function MailRow({ mail }: { mail: OutboxEntry }) {
  const failed = mail.state === 'ERROR'
  return (
    <li className="space-y-0.5 py-2">
      <span className="flex flex-wrap justify-between gap-2">
        <span className="text-ink font-medium">{KIND_WORDS[mail.kind]}</span>
        <span className={failed ? 'font-semibold text-red-800' : 'text-ink/80'}>
          {STATE_WORDS[mail.state]}
          {mail.attempts > 1 ? ` after ${mail.attempts} tries` : ''}
        </span>
      </span>
      <span className="text-ink/80 block">
        To {mail.to} · {mail.language === 'ur' ? 'Urdu' : 'English'} · queued{' '}
        {formatOrderMoment(mail.createdAt)}
      </span>
      {mail.error && (
        <span className={`block break-words ${failed ? 'text-red-800' : 'text-ink/70'}`}>
          {failed ? 'Error' : 'Last error'}: {mail.error}
        </span>
      )}
    </li>
  )
}
