import { errorTexts } from '@/components/ui/error-texts'
import { getTexts } from '@/lib/i18n/server-locale'

/**
 * For a personal page's static shell (lib/routing/personal-shells.ts): with JavaScript turned off the
 * browser never fills the page in, so say so instead of leaving the placeholder for ever. Browsers that run
 * scripts never show it.
 */
export async function NeedsScriptNote() {
  const texts = await getTexts(errorTexts)
  return (
    <noscript>
      <p className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900">
        {texts.needsScript}
      </p>
    </noscript>
  )
}
