import { LinkNotValid } from '@/components/newsletter/link-not-valid'
import { backInStockTexts } from '@/components/product/back-in-stock-texts'

/** "This link is not valid", in the page's language, for the 404 proxy.ts gives a forged stock-alert link. */
export default function StockAlertLinkNotValid() {
  return (
    <LinkNotValid
      headingId="stock-alert-confirm"
      texts={{ en: backInStockTexts.en.confirm, ur: backInStockTexts.ur.confirm }}
    />
  )
}
