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

  it('takes focus back when the send ends, if disabling it had sent focus to the page', () => {
    const { rerender } = render(<SubmitButton pending={false}>Add to Bag</SubmitButton>)
    const button = screen.getByRole('button', { name: 'Add to Bag' })
    button.focus()
    button.click()
    // What a browser does to a focused button that becomes disabled (jsdom does not).
    button.blur()
    rerender(<SubmitButton pending>Add to Bag</SubmitButton>)
    expect(document.body).toHaveFocus()
    rerender(<SubmitButton pending={false}>Add to Bag</SubmitButton>)
    expect(button).toHaveFocus()
  })

  it('leaves focus alone when the shopper has moved on, or the send was not its press', () => {
    const { rerender } = render(
      <>
        <input aria-label="Name" />
        <SubmitButton pending={false}>Save</SubmitButton>
      </>,
    )
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton pending>Save</SubmitButton>
      </>,
    )
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton pending={false}>Save</SubmitButton>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveFocus()
    screen.getByRole('button', { name: 'Save' }).click()
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton pending>Save</SubmitButton>
      </>,
    )
    screen.getByLabelText('Name').focus()
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton pending={false}>Save</SubmitButton>
      </>,
    )
    expect(screen.getByLabelText('Name')).toHaveFocus()
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
