/** The listing grid: one column on the smallest phones, then 2, 3 and 4 on extra-large screens. */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-x-5 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** How wide a product card's picture is in that grid (its `sizes`): the grid's columns, up to 7xl's width. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 32px)'
