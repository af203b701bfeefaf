import { fixtureProducts } from '@/test/fixtures/fixture-products'
import { parseStockTake } from './stock-take-csv'

const parse = (text: string) => parseStockTake(text, fixtureProducts)

describe('parseStockTake', () => {
  it('reads one counted figure per variant, with empty colour or size where the product has none', () => {
    expect(parse('product_id,colour,size,counted\n1,Black,M,4\n2,Emerald,,7\n3,,,0\n5,,S,12\n')).toEqual({
      lines: [
        { line: 2, productId: 1, key: 'Black|M', label: 'Black / M', counted: 4 },
        { line: 3, productId: 2, key: 'Emerald|', label: 'Emerald', counted: 7 },
        { line: 4, productId: 3, key: '|', label: '', counted: 0 },
        { line: 5, productId: 5, key: '|S', label: 'S', counted: 12 },
      ],
      errors: [],
    })
  })

  it('accepts quotes, Windows line ends, a byte-order mark, "color" and blank lines', () => {
    const take = parse('\uFEFFProduct_ID,Color,Size,Counted\r\n"1","Navy","L","3"\r\n\r\n')
    expect(take).toEqual({
      lines: [{ line: 2, productId: 1, key: 'Navy|L', label: 'Navy / L', counted: 3 }],
      errors: [],
    })
  })

  it('refuses unknown products, colours and sizes line by line, keeping the other lines', () => {
    const take = parse(
      [
        'product_id,colour,size,counted',
        '1,Black,M,4',
        '999,,,1',
        '1,Black,XXL,2',
        '1,Gold,M,2',
        '4,Beige,M,6',
        '2,Emerald,M,1',
        '1,Black,,1',
        '1,Black,S,-1',
        '1,Black,S,two',
        '1,Black,M,5',
        'x,,,1',
        '1,Black',
      ].join('\n'),
      // Test Kaftan (4) is the one good line besides line 2.
    )
    expect(take.lines.map((line) => line.line)).toEqual([2, 6])
    expect(take.errors).toEqual([
      { line: 3, message: 'Line 3: no product 999 in the catalogue.' },
      { line: 4, message: 'Line 4: Test Abaya has no size XXL (it comes in S, M, L).' },
      { line: 5, message: 'Line 5: Test Abaya has no colour Gold (it comes in Black, Navy).' },
      { line: 7, message: 'Line 7: Test Scarf has no sizes; leave the size empty.' },
      { line: 8, message: 'Line 8: Test Abaya needs a size (S, M, L).' },
      { line: 9, message: 'Line 9: "-1" is not a count (a whole number from 0 to 10000).' },
      { line: 10, message: 'Line 10: "two" is not a count (a whole number from 0 to 10000).' },
      { line: 11, message: 'Line 11: Test Abaya Black / M is already counted on line 2.' },
      { line: 12, message: 'Line 12: "x" is not a product id.' },
      { line: 13, message: 'Line 13: expected 4 fields (product_id,colour,size,counted), found 2.' },
    ])
  })

  it('refuses a file without the header whole, rather than misreading it', () => {
    expect(parse('1,Black,M,4\n')).toEqual({
      lines: [],
      errors: [{ line: 1, message: 'The first line must be: product_id,colour,size,counted' }],
    })
  })
})
