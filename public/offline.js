// Lists every page this device has saved (the service worker's pages cache) on the offline page.
;(async () => {
  document.getElementById('retry')?.addEventListener('click', () => window.location.reload())
  if (!('caches' in window)) return
  const names = (await caches.keys()).filter((name) => name.startsWith('pages-'))
  const paths = new Set()
  for (const name of names) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      if (url.origin === location.origin && !url.pathname.endsWith('.data') && url.pathname !== '/__manifest') {
        paths.add(url.pathname + url.search)
      }
    }
  }
  if (paths.size === 0) return
  const list = document.getElementById('saved')
  list.replaceChildren(
    ...[...paths].sort().map((path) => {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.href = path
      link.textContent = path === '/' ? 'Home' : path
      item.append(link)
      return item
    }),
  )
})()
