/**
 * A path segment as it was before percent-encoding (a link's token), or '' for one whose %-escapes are not
 * UTF-8: such a link names nothing, and the page answers it as it answers any token it did not sign.
 */
export function decodePathSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
