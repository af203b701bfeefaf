'use server'

import { redirect } from 'next/navigation'
import { currentStaff } from '@/lib/auth/staff'
import { adminDb } from '@/lib/firebase/admin'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { siteUrl } from '@/lib/site-url'
import { CampaignLinkFormSchema, readCampaignLink, type CampaignLinkRefusal } from './campaign-link-schema'
import { parseShareTarget, targetPath, type TargetRefusal } from './link-target'
import { createShortLink } from './short-links'

export type CampaignLinkResult = ActionResult<
  object,
  { code: CampaignLinkRefusal | TargetRefusal | 'not-staff' }
>

/**
 * Makes a campaign link (/staff/links): checks the staff claim from the verified session, reads the page as
 * a path on the shop (lib/campaigns/link-target.ts), stores it under a new short code and opens the link's
 * page. Refusals are codes; what was typed comes back so the form keeps it.
 */
export async function createCampaignLinkAction(
  _previous: CampaignLinkResult | null,
  formData: FormData,
): Promise<CampaignLinkResult> {
  const fields = formFields(formData)
  let code: string | null = null
  const result = await runValidated(
    CampaignLinkFormSchema,
    fields,
    async (form): Promise<CampaignLinkResult> => {
      const staff = await currentStaff()
      if (!staff) return { ok: false, code: 'not-staff' }
      const link = readCampaignLink(form)
      if (!link.ok) return link
      const parsed = parseShareTarget(link.page, siteUrl())
      if (!parsed.ok) return parsed
      code = await createShortLink(adminDb(), {
        target: targetPath(parsed.target),
        tag: { campaign: link.campaign, channel: link.channel, content: link.content },
        staffUid: staff.uid,
      })
      return { ok: true }
    },
  )
  if (result.ok && code) redirect(`/staff/links/${code}`)
  return result.ok ? result : { ...result, values: fields }
}
