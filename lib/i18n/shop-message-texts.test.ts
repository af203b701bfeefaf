import { translateShopMessage } from './shop-message-texts'

describe('translateShopMessage', () => {
  it('shows a known action message in Urdu, with the name the page shows', () => {
    expect(translateShopMessage('ur', 'Classic Black Abaya added to your bag.', 'کلاسک سیاہ عبایا')).toBe(
      'کلاسک سیاہ عبایا آپ کے شاپنگ بیگ میں ڈال دیا گیا۔',
    )
    expect(translateShopMessage('ur', 'Your bag was updated.')).toBe('آپ کا شاپنگ بیگ اپ ڈیٹ ہو گیا۔')
    expect(translateShopMessage('ur', 'You can add up to 10 of one item.')).toMatch(/10/)
  })

  it('leaves English, and a message it does not know, as they are', () => {
    expect(translateShopMessage('en', 'Your bag was updated.')).toBe('Your bag was updated.')
    expect(translateShopMessage('ur', 'Something new.')).toBe('Something new.')
  })
})
