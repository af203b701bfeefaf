import { STORE_UNAVAILABLE_ACTION_MESSAGE } from '@/lib/firebase/service-unavailable'
import { TOO_MANY_CHANGES } from '@/lib/rate-limit/rules'
import { commonMessageTexts } from './common-message-texts'
import { translateShopMessage } from './shop-message-texts'

describe('translateShopMessage', () => {
  it('shows a known action message in Urdu, with the name the page shows', () => {
    expect(translateShopMessage('ur', 'Classic Black Abaya added to your bag.', 'کلاسک سیاہ عبایا')).toBe(
      'کلاسک سیاہ عبایا آپ کے شاپنگ بیگ میں ڈال دیا گیا۔',
    )
    expect(translateShopMessage('ur', 'Your bag was updated.')).toBe('آپ کا شاپنگ بیگ اپ ڈیٹ ہو گیا۔')
    expect(translateShopMessage('ur', 'You can add up to 10 of one item.')).toMatch(/10/)
  })

  it('shows the refusals every action can give in Urdu too (the write limit, the store out of reach)', () => {
    expect(translateShopMessage('ur', TOO_MANY_CHANGES)).toBe(commonMessageTexts.ur.tooManyChanges)
    expect(translateShopMessage('ur', STORE_UNAVAILABLE_ACTION_MESSAGE)).toBe(
      commonMessageTexts.ur.unavailable,
    )
    expect(commonMessageTexts.ur.tooManyChanges).toMatch(/^[\u0600-\u06FF]/)
  })

  it('leaves English, and a message it does not know, as they are', () => {
    expect(translateShopMessage('en', 'Your bag was updated.')).toBe('Your bag was updated.')
    expect(translateShopMessage('ur', 'Something new.')).toBe('Something new.')
  })
})
