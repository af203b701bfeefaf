/**
 * How much a client may send. The shop's biggest legitimate bodies are the checkout form (about 1 KB) and the
 * session exchange (an ID token of 1 to 2 KB plus the sign-up fields), so the limits leave room to spare
 * while keeping a flood of large bodies cheap to refuse. next.config.ts gives Next the same action limit.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 64 * 1024
export const JSON_BODY_LIMIT_BYTES = 16 * 1024
