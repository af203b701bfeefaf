import { MailSettingsError, parseMailSettings } from './mail-settings'

describe('mail settings', () => {
  it('send through the local catcher on loopback with the emulators, needing nothing set', () => {
    expect(parseMailSettings({ SHOP_USE_EMULATORS: '1', MAIL_CATCHER_SMTP_PORT: '1425' })).toEqual({
      sender: 'builtin',
      smtp: { kind: 'host', host: '127.0.0.1', port: 1425, secure: false, ignoreTLS: true },
      from: 'Fatin <orders@fatin.localhost>',
      retryCapMs: 300_000,
      pollMs: 5_000,
    })
  })

  it('require an SMTP server and a sender address in production', () => {
    expect(() => parseMailSettings({})).toThrow(MailSettingsError)
    expect(() => parseMailSettings({})).toThrow(/SHOP_SMTP_URL \(or SHOP_SMTP_HOST\), SHOP_MAIL_FROM/)
    expect(
      parseMailSettings({
        SHOP_SMTP_URL: 'smtps://user:secret@smtp.example.com',
        SHOP_MAIL_FROM: 'Fatin <orders@example.com>',
      }),
    ).toMatchObject({ sender: 'builtin', smtp: { kind: 'url', url: 'smtps://user:secret@smtp.example.com' } })
    expect(
      parseMailSettings({
        SHOP_SMTP_HOST: 'smtp.example.com',
        SHOP_SMTP_SECURE: 'true',
        SHOP_SMTP_USER: 'user',
        SHOP_SMTP_PASS: 'secret',
        SHOP_MAIL_FROM: 'orders@example.com',
      }),
    ).toMatchObject({
      smtp: { kind: 'host', host: 'smtp.example.com', port: 465, secure: true, user: 'user', pass: 'secret' },
    })
  })

  it('need no SMTP when the Trigger Email extension sends', () => {
    expect(parseMailSettings({ SHOP_MAIL_SENDER: 'extension' })).toEqual({ sender: 'extension' })
  })

  it('name what is invalid', () => {
    expect(() => parseMailSettings({ SHOP_MAIL_SENDER: 'carrier-pigeon' })).toThrow(/SHOP_MAIL_SENDER/)
    expect(() => parseMailSettings({ SHOP_SMTP_URL: 'http://x', SHOP_MAIL_FROM: 'a@b.c' })).toThrow(
      /SHOP_SMTP_URL \(must be an smtp/,
    )
  })
})
