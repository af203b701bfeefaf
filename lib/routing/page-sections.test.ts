import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_SECTIONS } from './page-sections'

it('names every section folder of app/[lang], and nothing else', () => {
  const folders = readdirSync(join(process.cwd(), 'app', '[lang]'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .map((entry) => entry.name)
  expect([...PAGE_SECTIONS].filter((section) => section !== 'opengraph-image').sort()).toEqual(folders.sort())
})
