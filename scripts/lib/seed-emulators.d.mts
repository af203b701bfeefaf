export const SEEDED_STAFF: { email: string; password: string; displayName: string }
export function seedStaffAccount(settings: {
  host: string
  authPort: number
  projectId: string
}): Promise<void>
