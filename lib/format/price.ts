import { type Cents, decimalOf } from '@/lib/money/money'

/** 14999 -> '$149.99': the shop's one price format. */
export function formatCents(cents: Cents): string {
  return `$${decimalOf(cents)}`
}

/** 5000 -> '$50', 499 -> '$4.99': a round amount in running text ("free delivery over $50"). */
export function formatCentsShort(cents: Cents): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatCents(cents)
}
