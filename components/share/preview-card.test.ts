import { clipText } from './preview-card'

describe('clipText', () => {
  it('cuts a long line at a word, with an ellipsis', () => {
    expect(clipText('Short', 10)).toBe('Short')
    expect(clipText('Chiffon, silk, jersey, cotton or crepe? How each hijab fabric drapes', 30)).toBe(
      'Chiffon, silk, jersey, cotton…',
    )
  })
})
