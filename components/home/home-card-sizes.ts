/**
 * How wide a card's picture is in the home page's four-column grids (new arrivals, categories): two columns
 * beside 16 px margins and gap on a phone (24 px from sm), four from lg, inside the 7xl container. Exact, so a
 * 412 px phone at 1.75× fetches a 320 px product picture rather than the next size up.
 */
export const HOME_CARD_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 136px) / 4), ' +
  '(min-width: 640px) calc((100vw - 72px) / 2), calc((100vw - 48px) / 2)'
