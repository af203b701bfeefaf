/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ColorPicker, SizePicker } from './option-pickers'

const colors = [
  { name: 'Black', hex: '#1c1a1d' },
  { name: 'Navy', hex: '#1f2b4a' },
] as const

describe('option pickers', () => {
  it('shows each colour as a named radio and reports the choice', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<ColorPicker name="c" colors={colors} value="Black" onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Colour' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Navy' })).not.toBeChecked()
    expect(screen.getByText('Navy')).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'Navy' }))
    expect(onChange).toHaveBeenCalledWith('Navy')
  })

  it('offers the sizes in order, none chosen until the shopper picks', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<SizePicker name="s" sizes={['S', 'M', 'L']} value={null} onChange={onChange} />)
    const radios = screen.getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['S', 'M', 'L'])
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'M' }))
    expect(onChange).toHaveBeenCalledWith('M')
  })

  it('ties an error message to the group', () => {
    render(<SizePicker name="s" sizes={['S', 'M']} value={null} onChange={jest.fn()} error="Choose a size" />)
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Choose a size')
  })
})
