import { describe, expect, it } from 'vitest'
import { buildVersion, shellFiles } from './vite.serviceWorker'

const INDEX = `<!doctype html><html><head>
<link rel="icon" href="./favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="./assets/rolldown-runtime-def.js">
<link rel="stylesheet" crossorigin href="./assets/index-123.css">
<link rel="preload" href="http://127.0.0.1:8547/manifest.json" as="fetch" crossorigin="anonymous">
</head><body><a href="#/swap">swap</a></body></html>`

describe('the service worker build', () => {
  it('precaches the page and what it loads from its own folder, not other origins', () => {
    expect(shellFiles(INDEX)).toEqual([
      './',
      'favicon.svg',
      'assets/index-abc.js',
      'assets/rolldown-runtime-def.js',
      'assets/index-123.css',
    ])
  })

  it('versions the cache by every file of the build', () => {
    const v = buildVersion(['index.html', 'assets/a-1.js'], INDEX)
    expect(buildVersion(['assets/a-1.js', 'index.html'], INDEX)).toBe(v)
    expect(buildVersion(['index.html', 'assets/a-2.js'], INDEX)).not.toBe(v)
  })
})
