import { UserMenu } from '@/components/auth/user-menu'
import { UserIcon } from '@/components/ui/icons'
import { getCurrentUser } from '@/lib/auth/session'

/**
 * The header's user button as the server sees the visitor. It reads the session cookie, so the header must
 * place it inside <Suspense fallback={<HeaderUserSlotSkeleton />}> (Cache Components); the rest of the header
 * stays in the static shell.
 */
export async function HeaderUserSlot() {
  const user = await getCurrentUser()
  return <UserMenu user={user} />
}

/** Same size and icon as the button it stands in for, so nothing shifts when the real one streams in. */
export function HeaderUserSlotSkeleton() {
  return (
    <span
      aria-hidden="true"
      className="text-ink/60 inline-flex size-11 items-center justify-center rounded-full"
    >
      <UserIcon className="size-[1.375rem]" />
    </span>
  )
}
