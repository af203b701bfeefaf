/**
 * Urdu keyboards type Eastern Arabic-Indic digits (۰۱۲۳۴۵۶۷۸۹, U+06F0–U+06F9) and Arabic ones (٠١٢٣٤٥٦٧٨٩,
 * U+0660–U+0669). Wherever a shopper or staff member types a number (mobile, postal code, order number,
 * tracking number), it is read as the same digits 0–9, so "۰۳۰۰ ۱۲۳۴۵۶۷" is the mobile 0300 1234567.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}
