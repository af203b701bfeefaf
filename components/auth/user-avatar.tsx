import type { AppUser } from '@/lib/auth/user'
import { greetingName } from '@/lib/auth/user'

/** The shopper's picture, or the first letter of their name (or email) on a plum disc. */
export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: Pick<AppUser, 'displayName' | 'email' | 'photoURL'>
  size?: 'sm' | 'lg'
}) {
  const name = greetingName(user)
  const dimension = size === 'lg' ? 80 : 36
  const sizeClass = size === 'lg' ? 'size-20 text-3xl' : 'size-9 text-base'
  if (user.photoURL) {
    return (
      // A shopper's own Google picture, hosted by Google: not a shop image next/image could optimise at build.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={user.photoURL}
        alt=""
        width={dimension}
        height={dimension}
        referrerPolicy="no-referrer"
        className={`${sizeClass} bg-brand-100 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizeClass} bg-brand-700 font-display inline-flex items-center justify-center rounded-full font-semibold text-white uppercase`}
    >
      {name.trim().charAt(0) || 'U'}
    </span>
  )
}
