export const HEADLESS_SHELL: string
export function chromiumExecutable(): string | undefined
export function testBrowserExecutable(): string | undefined
