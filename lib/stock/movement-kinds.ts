/** Why staff write stock off (the ledger's note starts with it). */
export const WRITE_OFF_REASONS = ['damaged', 'lost', 'other'] as const
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number]
