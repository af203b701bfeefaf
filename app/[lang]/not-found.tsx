import { notFoundMetadata } from '@/components/not-found/not-found-metadata'
import { NotFoundScreen } from '@/components/not-found/not-found-screen'

export const generateMetadata = notFoundMetadata

/** What notFound() shows inside any page (served with status 404). */
export default function NotFound() {
  return <NotFoundScreen />
}
