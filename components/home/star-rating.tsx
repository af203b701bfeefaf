const MAX_STARS = 5

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
    <p role="img" aria-label={label(rating, MAX_STARS)} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 ${index < rating ? 'text-gold-500' : 'text-brand-100'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  )
}
