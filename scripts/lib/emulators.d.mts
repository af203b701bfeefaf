export const DEMO_PROJECT_ID: string

export type EmulatorSettings = { host: string; projectId: string; authPort: number; firestorePort: number }

export function emulatorSettings(env?: NodeJS.ProcessEnv): EmulatorSettings
export function emulatorEnv(settings?: EmulatorSettings): Record<string, string>
