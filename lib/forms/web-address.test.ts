import { hasWebAddress } from './web-address'

describe('hasWebAddress', () => {
  it.each([
    'https://fatin-prize.example/claim',
    'visit www.prize.pk now',
    'prize.com',
    'bit.ly/x',
    'write to claims@prize.pk',
    'HTTP://X.PK',
    // Endings a short list misses, as a stranger typed them into a guest order's name and address.
    'Ayesha visit fatin-refund.store',
    'Ayesha see is.gd/Fx9k2',
    'House 5 Street 2 claim at rb.gy/fatin',
    'Refund: goo.gl/abc or fatin.gift/claim',
    'House 5, claim at fatin-prize.win',
    'prizes.STORE',
    'claim.fatin.shop-now',
    'اپنا انعام prize.xyz پر لیں',
    'claim at fatin-prize．store',
    'see www。prize。pk',
  ])('finds one in %j', (text) => expect(hasWebAddress(text)).toBe(true))

  it.each([
    'House 12, Street 4, Gulberg III',
    'Flat #3-B, Block 7, P.E.C.H.S.',
    'St. 4/B, Near Com. Centre',
    'مکان نمبر ۱۲، گلی ۳، گلبرگ',
    'Ayesha Khan',
    'Dr. S. A. Malik',
    'Mrs.Khan',
    'H.No.12, St.No 4, DHA Ph.2',
    'Plot.No 7 Nr.Jamia Masjid',
    'Sector G-9/4, Islamabad',
    'Gulshan-e-Iqbal Block 13-D',
  ])('finds none in the real address %j', (text) => expect(hasWebAddress(text)).toBe(false))
})
