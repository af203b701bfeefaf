import type { Metadata } from 'next'
import { NotFoundScreen } from '@/components/content/not-found-screen'
import { notFoundTexts } from '@/components/content/not-found-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = notFoundTexts[await currentLocale()]
  return { title: texts.title, description: texts.description, robots: { index: false, follow: true } }
}

/** What notFound() shows inside any page (served with status 404). */
export default function NotFound() {
  return <NotFoundScreen />
}
