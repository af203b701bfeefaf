import { MAX_STARS, Stars } from '@/components/ui/stars'

/** Five stars with the rating as one accessible name, e.g. 'Rated 5 out of 5'. */
export function StarRating({
  rating,
  label = (value, max) => `Rated ${value} out of ${max}`,
}: {
  rating: number
  /** The accessible name in the page's language. */
  label?: (rating: number, max: number) => string
}) {
  return (
    <p role="img" aria-label={label(rating, MAX_STARS)} className="flex">
      <Stars rating={rating} />
    </p>
  )
}
