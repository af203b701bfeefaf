'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { keepTabInside } from './focus-trap'

type ModalDialogProps = {
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string
  onClose: () => void
  className: string
  children: ReactNode
}

/**
 * The shop's modal: a native <dialog> opened with showModal() when it mounts (mount it only while open). The
 * browser makes the page behind it inert, moves focus in and puts it in the top layer; Tab cycles inside
 * (keepTabInside), and Escape, a click on the backdrop and the caller's own close controls close it through
 * `onClose`. The page behind does not scroll while it is open, and focus returns to the control that opened it.
 */
export function ModalDialog({ labelledBy, onClose, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // A drag that starts in a field and ends on the backdrop (selecting text) must not close the dialog.
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      // jsdom (the unit tests) has no showModal.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    // The page behind must not scroll under a phone-sized modal.
    const root = document.documentElement
    const { overflow } = root.style
    root.style.overflow = 'hidden'
    // No dialog.close() on cleanup: its 'close' event would arrive after React Strict Mode's re-run of this
    // effect and shut the modal; unmounting removes the dialog from the top layer anyway, but without the
    // browser's own return of focus, so focus goes back to the control that opened it here (if still there).
    return () => {
      root.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(event) => {
        // Escape: close through React, so the dialog is gone (and focus back on its opener) in one step; the
        // browser's own close would hand focus back before React had heard of it.
        event.preventDefault()
        onClose()
      }}
      onKeyDown={keepTabInside}
      onPointerDown={(event) => {
        // The dialog element itself is only hit on its backdrop: its content fills it edge to edge.
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose()
      }}
      className={className}
    >
      {children}
    </dialog>
  )
}
