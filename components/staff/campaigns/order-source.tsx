import { Panel } from '@/components/ui/panel'
import { channelLabel, isReportChannel } from '@/lib/campaigns/channels'
import type { Order } from '@/lib/orders/order-doc'

/** Where an order came from: the campaign, channel and landing page in the shopper's cookie when she ordered. */
export function OrderSource({ campaign }: { campaign: Order['campaign'] }) {
  return (
    <Panel id="order-source" title="Where it came from">
      {campaign ? (
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink/80">Campaign</dt>
            <dd className="text-ink font-medium">{campaign.campaign}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink/80">Channel</dt>
            <dd className="text-ink font-medium">
              {isReportChannel(campaign.channel) ? channelLabel(campaign.channel) : campaign.channel}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink/80">Landing page</dt>
            <dd className="text-ink font-medium break-all">{campaign.landing}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink/80 text-sm">
          No campaign: the shopper did not come by a campaign link within the attribution window.
        </p>
      )}
    </Panel>
  )
}
