/**
 * The listing grid: one column only under 360 px, two on phones from 360 px (so a phone's first screen shows
 * whole products, not one card's picture), then 3 from lg and 4 on extra-large screens.
 */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-x-3 gap-y-6 min-[360px]:grid-cols-2 sm:gap-x-5 sm:gap-y-10 lg:grid-cols-3 xl:grid-cols-4'

/**
 * How wide a product card's picture is in that grid (its `sizes`): the grid's columns, up to 7xl's width. On a
 * phone two columns share the screen less its 16 px margins and the 12 px gap.
 */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, (min-width: 360px) calc(50vw - 22px), calc(100vw - 32px)'
