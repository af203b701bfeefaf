import { EARLY_SUBMIT_SCRIPT } from '@/lib/forms/early-submit'

/** Keeps forms that need their script from being sent before it has run (lib/forms/early-submit.ts). */
export function EarlySubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
}
