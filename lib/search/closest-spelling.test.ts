import { closestSpelling } from './closest-spelling'

describe('closestSpelling', () => {
  it('corrects a word too far from the catalogue for the search to forgive', () => {
    expect(closestSpelling('kaftaaaan')).toBe('kaftan')
    expect(closestSpelling('kftn')).toBe('kaftan')
    expect(closestSpelling('chifffffon')).toBe('chiffon')
  })

  it('keeps the words the catalogue knows and corrects the others', () => {
    expect(closestSpelling('silk kaftaaaan')).toBe('silk kaftan')
  })

  it('offers nothing when nothing is near', () => {
    expect(closestSpelling('xyzzy')).toBeUndefined()
    expect(closestSpelling('')).toBeUndefined()
  })

  it('offers nothing when the query already finds products', () => {
    expect(closestSpelling('abaya')).toBeUndefined()
    expect(closestSpelling('abaaya')).toBeUndefined()
  })
})

describe('closestSpelling on words that are not misspellings', () => {
  it('offers nothing for markup or words unlike the catalogue’s', () => {
    expect(closestSpelling('<script>alert(1)</script>')).toBeUndefined()
    expect(closestSpelling('alert')).toBeUndefined()
  })

  it('offers nothing when one of the unknown words has no correction', () => {
    expect(closestSpelling('kaftaaaan qqqqqq')).toBeUndefined()
  })
})
