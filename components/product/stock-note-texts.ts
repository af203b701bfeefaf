import { defineTexts } from '@/lib/i18n/define-texts'

/**
 * The stock words a card shows under its price. Their own catalogue, so the home page's cards (CardStockNote,
 * a client component) bring these two phrases into its JavaScript, not all of productTexts and
 * the delivery rule it quotes. productTexts includes them, for the product page and Quick View.
 */
export const stockNoteTexts = defineTexts(
  'stock note',
  {
    soldOut: 'Sold Out',
    onlyLeft: (count: number) => `Only ${count} Left!`,
  },
  {
    soldOut: 'فروخت ہو چکا',
    onlyLeft: (count: number) => `صرف ${count} باقی!`,
  },
)
