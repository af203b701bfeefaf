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
    onlyLeftIn: (count: number, option: string) => `Only ${count} left in ${option}`,
    soldOutIn: (option: string) => `Sold out in ${option}`,
    soldOutOption: 'sold out',
  },
  {
    soldOut: 'فروخت ہو چکا',
    onlyLeft: (count: number) => `صرف ${count} باقی!`,
    onlyLeftIn: (count: number, option: string) => `${option} میں صرف ${count} باقی`,
    soldOutIn: (option: string) => `${option} میں اسٹاک ختم`,
    soldOutOption: 'اسٹاک ختم',
  },
)
