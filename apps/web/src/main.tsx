import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { loadRuntimeConfig } from './chain/runtimeConfig'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lost its #root element')

loadRuntimeConfig().then((config) => {
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  )
})
