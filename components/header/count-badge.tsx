/** The number on the wishlist and cart icons; the link around it carries the count in its name. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="bg-brand-700 absolute end-0.5 top-1 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
