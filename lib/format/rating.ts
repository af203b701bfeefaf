/** '4.5': ratings are shown with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1)
}
