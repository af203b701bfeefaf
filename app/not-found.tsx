import type { Metadata } from 'next'
import Link from 'next/link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here. Return to the Fatin home page to keep shopping.',
}

/** The 404 screen for unknown paths and for products or posts that do not exist (served with status 404). */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="font-display text-brand-400 text-8xl leading-none sm:text-9xl">
        404
      </p>
      <h1 className="font-display text-brand-900 mt-4 text-3xl sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="text-ink/75 mt-4 text-lg">
        The page you are looking for may have moved, or the link may be mistyped. Let&apos;s get you back to
        the collection.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={primaryButton}>
          Return to Home
        </Link>
        <Link href="/sale" className={secondaryButton}>
          See the sale
        </Link>
      </div>
    </div>
  )
}
