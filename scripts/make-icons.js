// `node scripts/make-icons.js`: renders the PWA icons in public/icons/ from public/images/logo.svg
// with the system Chromium (run again after changing the logo).
import fs from 'node:fs'
import { launchChromium } from './chromium.js'
const svg = fs.readFileSync('public/images/logo.svg', 'utf8').replace(/width="64" height="64"/, '')
const browser = await launchChromium()
async function render(file, size, { padding = 0, background = 'transparent' } = {}) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const inner = size - padding * 2
  await page.setContent(
    `<html><body style="margin:0;background:${background};width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center"><div style="width:${inner}px;height:${inner}px">${svg.replace('<svg', `<svg width="${inner}" height="${inner}"`)}</div></body></html>`,
  )
  await page.screenshot({ path: file, omitBackground: background === 'transparent' })
  await page.close()
}
await render('public/icons/icon-192.png', 192)
await render('public/icons/icon-512.png', 512)
await render('public/icons/maskable-512.png', 512, { padding: 72, background: '#1b2b45' })
await render('public/icons/apple-touch-icon.png', 180, { padding: 14, background: '#1b2b45' })
await render('scratch-favicon-32.png', 32)
await browser.close()

// favicon.ico for browsers and tools that ask for it by that name: one 32x32 PNG in an ICO wrapper.
const png = fs.readFileSync('scratch-favicon-32.png')
fs.rmSync('scratch-favicon-32.png')
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt8(0, 8) // no palette
header.writeUInt8(0, 9) // reserved
header.writeUInt16LE(1, 10) // colour planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(png.length, 14) // image size
header.writeUInt32LE(22, 18) // image offset
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, png]))
