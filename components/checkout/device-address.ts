/**
 * A guest's delivery details remembered on this device only (localStorage), when she ticks "Remember on this
 * phone": nothing is stored on the server for a guest, and unticking forgets them.
 */
const KEY = 'fatin-delivery-details'

const FIELDS = ['fullName', 'mobile', 'email', 'address', 'city', 'province', 'postalCode'] as const
type Field = (typeof FIELDS)[number]
export type DeviceAddress = Partial<Record<Field, string>>

export const REMEMBER_FIELD = 'rememberAddress'

/** After a guest's order: keep what she typed when she asked to, and forget it when she did not. */
export function rememberOnDevice(formData: FormData): void {
  try {
    if (formData.get(REMEMBER_FIELD) !== 'on') {
      localStorage.removeItem(KEY)
      return
    }
    const details: DeviceAddress = {}
    for (const field of FIELDS) {
      const value = formData.get(field)
      if (typeof value === 'string' && value.trim()) details[field] = value.trim()
    }
    localStorage.setItem(KEY, JSON.stringify(details))
  } catch {
    // Storage refused (private mode, full): she types them next time.
  }
}

/** What this device remembers, or null. */
export function readDeviceAddress(): DeviceAddress | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return null
    const details: DeviceAddress = {}
    for (const field of FIELDS) {
      const value = (stored as Record<string, unknown>)[field]
      if (typeof value === 'string') details[field] = value.slice(0, 200)
    }
    return details
  } catch {
    return null
  }
}

/** Fills the form's empty fields from what this device remembers, and ticks the box again. */
export function fillFromDevice(form: HTMLFormElement): void {
  const details = readDeviceAddress()
  if (!details) return
  for (const field of FIELDS) {
    const element = form.elements.namedItem(field)
    const value = details[field]
    if (
      value &&
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      !element.value
    ) {
      element.value = value
    }
  }
  const remember = form.elements.namedItem(REMEMBER_FIELD)
  if (remember instanceof HTMLInputElement) remember.checked = true
}
