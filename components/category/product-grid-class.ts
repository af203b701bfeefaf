/** The listing grid: one column on the smallest phones, then 2, 3 and 4 on extra-large screens. */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-x-5 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
