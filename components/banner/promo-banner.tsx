// Placeholder until the promo banner lands.
export function PromoBanner() {
  return null
}
