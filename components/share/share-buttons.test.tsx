/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { siteUrl } from '@/lib/site-url'
import { LocaleProvider } from '@/components/i18n/locale-context'
import { ShareButtons } from './share-buttons'
import { shareTexts } from './share-texts'

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const writeText = jest.fn<Promise<void>, [string]>()

function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

beforeEach(() => {
  jest.clearAllMocks()
  window.history.replaceState(null, '', '/clothing/abayas?color=black&utm_source=whatsapp&utm_campaign=eid')
  setClipboard({ writeText })
})

describe('ShareButtons', () => {
  it('copies the canonical URL with the campaign parameters and says so', async () => {
    writeText.mockResolvedValue()
    render(<ShareButtons title="Abayas | Fatin" path="/clothing/abayas" />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(
      `${siteUrl()}/clothing/abayas?utm_source=whatsapp&utm_campaign=eid`,
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied'))
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('says plainly when the browser refuses the clipboard, or has none', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    render(<ShareButtons title="Abayas | Fatin" path="/clothing/abayas" />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your browser did not let us copy the link. Copy it from the address bar instead.',
      ),
    )

    setClipboard(undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2))
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('links to WhatsApp in a new tab with the title and the URL to share', () => {
    render(<ShareButtons title="Abayas | Fatin" path="/clothing/abayas" />)
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')
    expect(text).toBe(`Abayas | Fatin ${siteUrl()}/clothing/abayas?utm_source=whatsapp&utm_campaign=eid`)
  })

  it('offers the share sheet only where the browser has one', async () => {
    const { unmount } = render(<ShareButtons title="Abayas | Fatin" path="/clothing/abayas" />)
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull()
    unmount()

    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue()
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      render(<ShareButtons title="Abayas | Fatin" path="/clothing/abayas" />)
      await userEvent.click(screen.getByRole('button', { name: 'Share…' }))
      expect(share).toHaveBeenCalledWith({
        title: 'Abayas | Fatin',
        url: `${siteUrl()}/clothing/abayas?utm_source=whatsapp&utm_campaign=eid`,
      })
      // Closing the sheet is not an error.
      share.mockRejectedValueOnce(new DOMException('Cancelled', 'AbortError'))
      await userEvent.click(screen.getByRole('button', { name: 'Share…' }))
      expect(toast.error).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('speaks Urdu and shares the Urdu address on an Urdu page', async () => {
    window.history.replaceState(null, '', '/ur/clothing/abayas?utm_source=whatsapp')
    writeText.mockResolvedValue()
    render(
      <LocaleProvider locale="ur">
        <ShareButtons title="عبایا | Fatin" path="/clothing/abayas" />
      </LocaleProvider>,
    )
    expect(screen.getByRole('group', { name: 'شیئر کریں' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'واٹس ایپ پر شیئر کریں' })
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')
    expect(text).toBe(`عبایا | Fatin ${siteUrl()}/ur/clothing/abayas?utm_source=whatsapp`)

    await userEvent.click(screen.getByRole('button', { name: 'لنک کاپی کریں' }))
    expect(writeText).toHaveBeenCalledWith(`${siteUrl()}/ur/clothing/abayas?utm_source=whatsapp`)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(shareTexts.ur.copied))
  })
})
