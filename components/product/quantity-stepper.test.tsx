/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { QuantityStepper } from './quantity-stepper'

function Harness({
  initial = 1,
  max = 10,
  onChange,
}: {
  initial?: number
  max?: number
  onChange?: jest.Mock
}) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        onChange?.(next)
        setValue(next)
      }}
    />
  )
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' })
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' })
const plus = () => screen.getByRole('button', { name: 'Increase quantity' })

describe('QuantityStepper', () => {
  it('steps up and down between 1 and the maximum', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Harness max={3} onChange={onChange} />)
    expect(field()).toHaveValue(1)
    expect(minus()).toBeDisabled()
    await user.click(plus())
    await user.click(plus())
    expect(field()).toHaveValue(3)
    expect(plus()).toBeDisabled()
    await user.click(minus())
    expect(field()).toHaveValue(2)
    expect(onChange.mock.calls).toEqual([[2], [3], [2]])
  })

  it('commits a typed number on Enter, clamped to the range', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Harness max={4} onChange={onChange} />)
    await user.clear(field())
    await user.type(field(), '12')
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(4)
    expect(field()).toHaveValue(4)
  })

  it('commits on blur and ignores a field left blank', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Harness initial={2} onChange={onChange} />)
    await user.clear(field())
    await user.tab()
    expect(onChange).not.toHaveBeenCalled()
    expect(field()).toHaveValue(2)
    await user.clear(field())
    await user.type(field(), '0')
    await user.tab()
    expect(onChange).toHaveBeenCalledWith(1)
  })

  it('names the item when a page has several, and can be disabled', () => {
    render(<QuantityStepper value={2} max={5} onChange={jest.fn()} itemName="Silk Hijab" disabled />)
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Silk Hijab' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Increase quantity of Silk Hijab' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Decrease quantity of Silk Hijab' })).toBeDisabled()
  })
})
