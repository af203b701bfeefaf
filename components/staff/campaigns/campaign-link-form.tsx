'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { createCampaignLinkAction, type CampaignLinkResult } from '@/lib/campaigns/actions'
import { CHANNEL_KEYS, CHANNELS } from '@/lib/campaigns/channels'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

const field =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'

// The back office is in English.
const REFUSALS: Record<Extract<CampaignLinkResult, { ok: false }>['code'], string> = {
  'page-missing': 'Paste the address of the page to share, or type its path, such as /clothing/abayas.',
  'not-on-shop': 'That address is not on this shop. A campaign link can only lead to a page of the shop.',
  'not-shareable':
    'That page cannot be shared: pick a listing (with its filters), a product, the sale, a search or the home page.',
  'campaign-invalid': 'Name the campaign with letters or digits, such as “eid-2026”.',
  'channel-missing': 'Pick the channel the link will be shared on.',
  'not-staff': 'Only staff can do this. Sign in again.',
  'invalid-input': 'Something is wrong with this form. Reload the page.',
  unavailable: 'The shop could not reach its database. Try again in a moment.',
  unexpected: 'Something went wrong. Try again.',
}

/** The link builder: page, campaign, channel and an optional variant; success opens the new link's page. */
export function CampaignLinkForm() {
  const [state, action, pending] = useActionState<CampaignLinkResult | null, FormData>(
    createCampaignLinkAction,
    null,
  )
  const values = state && !state.ok ? (state.values ?? {}) : {}
  return (
    <form
      action={action}
      onSubmit={stopSubmitWhenOffline('en')}
      aria-label="Make a campaign link"
      className="border-gold-300/50 grid gap-4 rounded-3xl border bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <div className="sm:col-span-2">
        <label htmlFor="link-page" className="text-ink mb-1 block text-sm font-medium">
          Page to share
        </label>
        <input
          id="link-page"
          name="page"
          required
          defaultValue={values.page ?? ''}
          placeholder="/clothing/abayas?color=black"
          aria-describedby="link-page-hint"
          className={field}
        />
        <p id="link-page-hint" className="text-ink-muted mt-1 text-xs">
          Paste the page&apos;s address from the shop, filters and sort included, in English or Urdu.
        </p>
      </div>
      <div>
        <label htmlFor="link-campaign" className="text-ink mb-1 block text-sm font-medium">
          Campaign name
        </label>
        <input
          id="link-campaign"
          name="campaign"
          required
          defaultValue={values.campaign ?? ''}
          placeholder="eid-2026"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="link-channel" className="text-ink mb-1 block text-sm font-medium">
          Channel
        </label>
        <select
          id="link-channel"
          name="channel"
          defaultValue={values.channel ?? 'whatsapp'}
          className={field}
        >
          {CHANNEL_KEYS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNELS[channel].label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="link-content" className="text-ink mb-1 block text-sm font-medium">
          Variant (optional, utm_content)
        </label>
        <input
          id="link-content"
          name="content"
          defaultValue={values.content ?? ''}
          placeholder="story-1"
          className={field}
        />
      </div>
      <div className="flex items-end">
        <SubmitButton pending={pending} pendingLabel="Making the link…">
          Make the link
        </SubmitButton>
      </div>
      {state && !state.ok && (
        <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {REFUSALS[state.code]}
        </p>
      )}
    </form>
  )
}
