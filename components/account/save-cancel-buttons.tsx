import { submitButtonClass } from '@/components/ui/button-classes'
import { SubmitButton } from '@/components/ui/submit-button'

/** The account page's inline forms end the same way: save (pending while it runs) or put the form away. */
export function SaveCancelButtons({
  pending,
  labels,
  onCancel,
  className = '',
}: {
  pending: boolean
  labels: { save: string; saving: string; cancel: string }
  onCancel: () => void
  className?: string
}) {
  return (
    <div className={`flex gap-3 ${className}`}>
      <SubmitButton
        pending={pending}
        pendingLabel={labels.saving}
        className={`${submitButtonClass} w-auto flex-1`}
      >
        {labels.save}
      </SubmitButton>
      <button
        type="button"
        onClick={onCancel}
        className="border-brand-200 text-ink hover:bg-brand-50 min-h-12 flex-1 rounded-full border bg-white px-6 text-sm font-semibold"
      >
        {labels.cancel}
      </button>
    </div>
  )
}
