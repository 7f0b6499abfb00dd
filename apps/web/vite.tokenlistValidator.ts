// The token-list schema validator, compiled when the app is built rather than in the browser
// (spec 01 §3: lists must pass the standard token-list schema). Compiling the schema with ajv at
// run time is ~300 ms of main-thread work on a throttled phone, right after start-up when the
// lists refresh — most of the page's Total Blocking Time in the Lighthouse bench (issue 5).
// ajv's standalone output is the same validator as source code; its few `require`s of ajv's
// runtime helpers become ES imports here. Same options as before: every error, verbose.
import schema from '@uniswap/token-lists/src/tokenlist.schema.json' with { type: 'json' }
import { Ajv } from 'ajv'
import standalone from 'ajv/dist/standalone/index.js'
import addFormats from 'ajv-formats'
import type { Plugin } from 'vite'

export const TOKENLIST_VALIDATOR_ID = 'virtual:tokenlist-validator'
const RESOLVED = `\0${TOKENLIST_VALIDATOR_ID}`

// CommonJS modules: the function may sit on `default`, depending on who loads this file (Vite's
// config bundler, Node itself under vitest).
type Interop<F> = F | { default: F }
const callable = <F>(m: Interop<F>): F =>
  typeof m === 'function' ? m : (m as { default: F }).default

/** ajv's standalone module source for the token-list schema, with ES imports only. */
export function tokenListValidatorSource(): string {
  const ajv = new Ajv({ allErrors: true, verbose: true, code: { source: true, esm: true } })
  const withFormats = callable(addFormats as unknown as Interop<(ajv: Ajv) => Ajv>)
  const toSource = callable(standalone as unknown as Interop<(ajv: Ajv, fn: unknown) => string>)
  withFormats(ajv)
  const code = toSource(ajv, ajv.compile(schema))
  const imports: string[] = []
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)\.(\w+)/g, (_m: string, spec: string, member: string) => {
      const name = `__ajv${imports.length}`
      const from = JSON.stringify(spec)
      // `exports.default` of a CommonJS helper: the production bundle hands it over as the
      // default import, Vite's dev server as `default` of the default import — `npm start`
      // failed every list with "func2 is not a function" before this looked at both.
      imports.push(
        member === 'default'
          ? `import * as ${name}ns from ${from}\nconst ${name} = ${name}ns.default?.default ?? ${name}ns.default`
          : `import { ${member} as ${name} } from ${from}`,
      )
      return name
    })
  if (/\brequire\(/.test(body)) throw new Error('tokenlist validator: an unexpected require() left')
  return `${imports.join('\n')}\n${body}`
}

export function tokenListValidator(): Plugin {
  return {
    name: 'tidepool:tokenlist-validator',
    resolveId: (id) => (id === TOKENLIST_VALIDATOR_ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? tokenListValidatorSource() : undefined),
  }
}
