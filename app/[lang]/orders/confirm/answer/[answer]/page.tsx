import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConfirmOutcome } from '@/components/orders/confirm/confirm-outcome'
import { confirmTexts } from '@/components/orders/confirm/confirm-texts'
import {
  answerOfPage,
  CONFIRM_ANSWER_PAGES,
  type ConfirmAnswerPage,
} from '@/lib/orders/confirmation/confirm-answer-pages'
import { currentLocale } from '@/lib/i18n/server-locale'

export function generateStaticParams() {
  return CONFIRM_ANSWER_PAGES.map((answer) => ({ answer }))
}

export async function generateMetadata(): Promise<Metadata> {
  const texts = confirmTexts[await currentLocale()].page
  return { title: texts.title, robots: { index: false, follow: false } }
}

const isAnswerPage = (value: string): value is ConfirmAnswerPage =>
  (CONFIRM_ANSWER_PAGES as readonly string[]).includes(value)

/**
 * The "Confirm my order" link's answers, prerendered, for the form sent without JavaScript
 * (app/api/orders/confirm/[token] redirects here): a browser without JavaScript never shows what the link's
 * own page streams. Nothing here names an order.
 */
export default async function ConfirmAnswerPage({
  params,
}: PageProps<'/[lang]/orders/confirm/answer/[answer]'>) {
  const [{ answer }, locale] = await Promise.all([params, currentLocale()])
  if (!isAnswerPage(answer)) notFound()
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <ConfirmOutcome answer={answerOfPage(answer)} orderNumber={null} locale={locale} />
      </div>
    </div>
  )
}
