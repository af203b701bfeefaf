/** @jest-environment jsdom */
import { createEvent, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ModalDialog } from './modal-dialog'

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog labelledBy="title" onClose={close} className="">
          <h2 id="title">Quick view</h2>
          <input aria-label="First" />
          <button type="button">Last</button>
        </ModalDialog>
      )}
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Quick view' }) }
}

describe('ModalDialog', () => {
  it('opens named by its heading, keeps the page from scrolling, and gives both back on Escape', async () => {
    render(<Page />)
    const { dialog } = await openDialog()
    expect(document.documentElement.style.overflow).toBe('hidden')
    const escape = new Event('cancel', { cancelable: true })
    fireEvent(dialog, escape)
    expect(escape.defaultPrevented).toBe(true)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('')
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('closes on a click on its backdrop, not on a drag that ends there', async () => {
    const onClose = jest.fn()
    render(<Page onClose={onClose} />)
    const { dialog } = await openDialog()
    // A text selection that starts in a field and is released over the backdrop.
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'First' }))
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('keeps Tab inside: from the last control to the first', async () => {
    render(<Page />)
    const { dialog } = await openDialog()
    const last = screen.getByRole('button', { name: 'Last' })
    last.focus()
    // jsdom lays nothing out; keepTabInside skips controls without a box.
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
    const tab = createEvent.keyDown(dialog, { key: 'Tab' })
    fireEvent(last, tab)
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus()
  })
})
