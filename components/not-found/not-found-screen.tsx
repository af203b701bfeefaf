import Link from '@/components/i18n/locale-link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { notFoundTexts } from '@/components/not-found/not-found-texts'
import { getTexts } from '@/lib/i18n/server-locale'

/** The 404 screen, in the page's language: for unknown paths and for products or posts that do not exist. */
export async function NotFoundScreen() {
  const texts = await getTexts(notFoundTexts)
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="font-display text-brand-400 text-8xl leading-none sm:text-9xl">
        404
      </p>
      <h1 className="font-display text-brand-900 mt-4 text-3xl sm:text-4xl">
        <span className="sr-only">404: </span>
        {texts.heading}
      </h1>
      <p className="text-ink/75 mt-4 text-lg">{texts.body}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={primaryButton}>
          {texts.home}
        </Link>
        <Link href="/sale" className={secondaryButton}>
          {texts.sale}
        </Link>
      </div>
    </div>
  )
}
