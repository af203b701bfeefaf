/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { SubmitButton } from './submit-button'

describe('SubmitButton', () => {
  it('submits, and is neither disabled nor busy while idle', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('says so, and refuses a second press, while pending', () => {
    render(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('keeps its label while pending when it has no pending label', () => {
    render(<SubmitButton pending>Save</SubmitButton>)
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('can be disabled for another reason', () => {
    render(
      <SubmitButton pending={false} disabled>
        Place order
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Place order' })
    expect(button).toBeDisabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it("reads the enclosing form's state when not told", () => {
    render(
      <form>
        <SubmitButton pendingLabel="Subscribing…">Subscribe</SubmitButton>
      </form>,
    )
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})
