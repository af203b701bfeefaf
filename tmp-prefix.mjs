import { chromium } from '@playwright/test'
import { chromiumExecutable } from './scripts/lib/chromium.mjs'
const base = 'http://localhost:3100'
const path = process.argv[2] ?? '/'
const html = await (await fetch(base + path)).text()
const start = html.indexOf('<section id="promo-banner"') >= 0 ? html.indexOf('<section id="promo-banner"') : html.indexOf('<header')
const end = html.indexOf('</header>') + 9
const cuts = []
for (let i = start; i < end; i++) if (html[i] === '>') cuts.push(i + 1)
const browser = await chromium.launch({ executablePath: chromiumExecutable() })
for (const viewport of [{ width: 1280, height: 800 }, { width: 412, height: 915 }, { width: 1024, height: 768 }]) {
  const page = await browser.newPage({ viewport })
  await page.route(/\.(js|woff2)(\?|$)/, (r) => r.abort())
  let body = html
  await page.route(base + '/__prefix', (r) => r.fulfill({ contentType: 'text/html', body }))
  const measure = () =>
    page.evaluate(() => {
      const out = {}
      const roots = [document.getElementById('promo-banner'), document.querySelector('header')].filter(Boolean)
      const walk = (el, key) => {
        const r = el.getBoundingClientRect()
        if (r.width * r.height > 1) out[key] = { x: r.x, y: r.y, w: r.width, h: r.height, d: el.tagName + '.' + (el.getAttribute('class') ?? '').slice(0, 50) + ' ' + (el.getAttribute('aria-label') ?? '') }
        ;[...el.children].forEach((c, i) => walk(c, key + '/' + i))
      }
      roots.forEach((r, i) => walk(r, 'r' + i))
      return out
    })
  await page.goto(base + '/__prefix')
  const full = await measure()
  const moved = new Map()
  for (const cut of cuts) {
    body = html.slice(0, cut)
    await page.goto(base + '/__prefix')
    const got = await measure()
    for (const [key, r] of Object.entries(got)) {
      const f = full[key]
      if (!f) continue
      if (Math.abs(f.x - r.x) > 0.01 || Math.abs(f.y - r.y) > 0.01) {
        if (!moved.has(key)) moved.set(key, `${r.d} at cut ${cut - start}: ${r.x},${r.y} ${r.w}x${r.h} -> ${f.x},${f.y} ${f.w}x${f.h}  ctx=${html.slice(cut - 60, cut).replace(/\n/g, ' ')}`)
      }
    }
  }
  console.log(viewport.width, cuts.length, 'cuts;', moved.size, 'elements move')
  for (const line of moved.values()) console.log('  ', line)
  await page.close()
}
await browser.close()
