import { readSearchQuery, searchHref } from './search-query'

describe('readSearchQuery', () => {
  it('reads nothing, blanks and a missing q as empty', () => {
    expect(readSearchQuery(undefined)).toEqual({ kind: 'empty' })
    expect(readSearchQuery('')).toEqual({ kind: 'empty' })
    expect(readSearchQuery('  \n\t ')).toEqual({ kind: 'empty' })
  })

  it('keeps markup as the characters typed, on one line', () => {
    expect(readSearchQuery('  <b>abaya</b>\n\u0000x ')).toEqual({ kind: 'words', text: '<b>abaya</b> x' })
  })

  it('takes the first q when there are several', () => {
    expect(readSearchQuery(['abaya', 'hijab'])).toEqual({ kind: 'words', text: 'abaya' })
  })

  it('keeps the zero-width non-joiner Urdu spells words with', () => {
    expect(readSearchQuery('لپ\u200Cاسٹک')).toEqual({ kind: 'words', text: 'لپ\u200Cاسٹک' })
  })

  it('says a query over 100 characters is too long, and keeps its start to show', () => {
    const long = 'abaya '.repeat(30)
    const read = readSearchQuery(long)
    expect(read.kind).toBe('too-long')
    expect(read.kind === 'too-long' && [...read.text].length).toBe(100)
  })
})

describe('searchHref', () => {
  it('puts the words in q, encoded', () => {
    expect(searchHref(' black abaya ')).toBe('/search?q=black+abaya')
    expect(searchHref('عبایا')).toBe(`/search?q=${encodeURIComponent('عبایا')}`)
    expect(searchHref('a&b')).toBe('/search?q=a%26b')
  })

  it('is the bare page for a blank query', () => {
    expect(searchHref('  ')).toBe('/search')
  })
})
