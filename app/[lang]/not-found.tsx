import { notFoundMetadata } from '@/components/content/not-found-metadata'
import { NotFoundScreen } from '@/components/content/not-found-screen'

export const generateMetadata = notFoundMetadata

/** What notFound() shows inside any page (served with status 404). */
export default function NotFound() {
  return <NotFoundScreen />
}
