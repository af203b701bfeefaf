/** '$149.99': prices everywhere are dollars with two decimals. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** '4.5': ratings are shown with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1)
}
