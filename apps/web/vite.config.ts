import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// TIDEPOOL_DEVNET_URL: where the local replica serves its manifest (default: the port
// `npm start` uses). Read at build time; e2e builds point it at the test devnet.
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_DEVNET_URL': JSON.stringify(
      process.env.TIDEPOOL_DEVNET_URL ?? 'http://127.0.0.1:8547',
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
