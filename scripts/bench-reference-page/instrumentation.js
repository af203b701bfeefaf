// Does nothing, on purpose. Without a hook of its own, Turbopack builds the shop's instrumentation.ts (at the
// workspace root) into this app, whose server would then stop at start for want of the shop's settings.
export function register() {}
