/**
 * Where the toasts live, so they are always on top and usable. The auth modal and Quick View are native
 * modal <dialog>s in the browser's top layer: a normal fixed element, however high its z-index, is painted
 * under their backdrop, and the dialog makes everything outside it inert, so a toast's close button there
 * cannot be clicked. So the toast area renders into one element that
 * - is a `popover="manual"` (in the top layer itself, above everything on the page, and not closed by
 *   light dismiss or Escape), shown again whenever it moves or a toast arrives so it is the last entry of
 *   the top layer, above any dialog opened before;
 * - moves inside the topmost open modal dialog while there is one (as a descendant of the dialog it is not
 *   inert), and back to <body> when the dialog closes or is removed. Moving the element keeps React's tree
 *   and sonner's state (the toast area is a portal into it), so a toast survives its dialog closing.
 */
const LAYER_STYLE =
  // Undo the popover's default box (centred, bordered, padded, Canvas background): sonner's list inside
  // is position: fixed against the viewport, so the layer itself needs no size.
  'position:fixed;inset:auto;margin:0;padding:0;border:0;width:0;height:0;overflow:visible;background:transparent;color:inherit'

let layer: HTMLElement | null = null

function isModal(dialog: Element): boolean {
  try {
    return dialog.matches(':modal')
  } catch {
    // Engines without :modal (jsdom in unit tests) treat every open dialog as modal.
    return true
  }
}

function topmostModalDialog(): HTMLDialogElement | null {
  const open = Array.from(document.querySelectorAll('dialog[open]')).filter(isModal)
  return (open[open.length - 1] as HTMLDialogElement | undefined) ?? null
}

/** Shows the layer as the newest top-layer entry (above a dialog opened since it was last shown). */
export function raiseToastLayer() {
  if (!layer?.isConnected || typeof layer.showPopover !== 'function') return
  if (layer.matches(':popover-open')) layer.hidePopover()
  layer.showPopover()
}

function place() {
  if (!layer) return
  const host = topmostModalDialog() ?? document.body
  if (layer.parentElement === host) return
  host.append(layer)
  raiseToastLayer()
}

/** Creates the layer and keeps it placed; returns it and a function that removes it. */
export function mountToastLayer(): { element: HTMLElement; unmount: () => void } {
  const element = document.createElement('div')
  element.setAttribute('popover', 'manual')
  element.dataset.toastLayer = ''
  element.style.cssText = LAYER_STYLE
  layer = element
  place()
  // A dialog opening (its `open` attribute) or closing, or being removed with its subtree (React unmounts
  // the auth modal without closing it), changes where the layer belongs.
  const observer = new MutationObserver(place)
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  })
  return {
    element,
    unmount: () => {
      observer.disconnect()
      element.remove()
      if (layer === element) layer = null
    },
  }
}
