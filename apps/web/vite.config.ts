import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// TIDEPOOL_DEVNET_URL: where the local replica serves its manifest (default: the port
// `npm start` uses). TIDEPOOL_QUOTE_URL: the routing service (spec 01 §7.1; default: the quote
// service `npm start` runs; empty builds without it, so every quote comes from the in-browser
// engine). Both are read at build time; e2e builds point them at the test run's own ports.
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_DEVNET_URL': JSON.stringify(
      process.env.TIDEPOOL_DEVNET_URL ?? 'http://127.0.0.1:8547',
    ),
    'import.meta.env.VITE_QUOTE_URL': JSON.stringify(
      process.env.TIDEPOOL_QUOTE_URL ?? 'http://127.0.0.1:8548',
    ),
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.int.test.ts run in the root 'integration' project, against a live devnet.
    exclude: ['src/**/*.int.test.ts', '**/node_modules/**'],
  },
})
