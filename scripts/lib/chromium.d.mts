export function chromiumExecutable(): string | undefined
