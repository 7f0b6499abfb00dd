// The injected test wallet itself, on a bare page (not the app): if these fail, every app spec
// that connects a wallet would fail for the harness's reasons, not the app's.
import { type Address, type Hex, recoverTypedDataAddress, verifyMessage } from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { blockNumber, mine, rpc } from '../harness/rpc.ts'

const PAGE = 'http://wallet-harness.test/'

// A page that records EIP-6963 announcements and provider events, as a dapp would.
const HTML = `<!doctype html><html><head><script>
  window.announced = []
  window.events = []
  window.addEventListener('eip6963:announceProvider', (e) => window.announced.push(e.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  if (window.ethereum) for (const name of ['accountsChanged', 'chainChanged', 'connect'])
    window.ethereum.on(name, (payload) => window.events.push([name, payload]))
</script></head><body>harness</body></html>`

type RequestResult = { ok: true; result: unknown } | { ok: false; code: number; message: string }

test.beforeEach(async ({ page }) => {
  await page.route(`${PAGE}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: HTML }),
  )
  await page.goto(PAGE)
})

async function request(
  page: import('@playwright/test').Page,
  method: string,
  params: unknown[] = [],
): Promise<RequestResult> {
  return page.evaluate(
    async ([method, params]) => {
      const eth = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } })
        .ethereum
      try {
        return { ok: true as const, result: await eth.request({ method, params }) }
      } catch (e) {
        const err = e as { code: number; message: string }
        return { ok: false as const, code: err.code, message: err.message }
      }
    },
    [method, params] as const,
  )
}

async function result(
  page: import('@playwright/test').Page,
  method: string,
  params: unknown[] = [],
) {
  const r = await request(page, method, params)
  if (!r.ok) throw new Error(`${method} failed: ${r.code} ${r.message}`)
  return r.result
}

const events = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { events: [string, unknown][] }).events)

test('announces itself through EIP-6963 and as window.ethereum', async ({
  page,
  wallet,
  devnet,
}) => {
  const announced = await page.evaluate(() => {
    const w = window as unknown as {
      announced: { info: Record<string, string>; provider: unknown }[]
      ethereum: { isMetaMask: boolean }
    }
    return w.announced.map((d) => ({
      info: d.info,
      isWindowEthereum: d.provider === w.ethereum,
      isMetaMask: w.ethereum.isMetaMask,
    }))
  })
  // The page listened after the wallet's own announcement, so it heard the answer to its
  // requestProvider; every further request is answered again.
  expect(announced).toHaveLength(1)
  const count = () =>
    page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return (window as unknown as { announced: unknown[] }).announced.length
    })
  expect(await count()).toBe(2)
  const first = announced[0]
  expect(first?.info.name).toBe('E2E Wallet')
  expect(first?.info.rdns).toBe('org.tidepool.e2e-wallet')
  expect(first?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(first?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  expect(first?.isWindowEthereum).toBe(true)
  expect(first?.isMetaMask).toBe(false)
  expect(await result(page, 'eth_chainId')).toBe(`0x${devnet.l1.chainId.toString(16)}`)
  await expect
    .poll(() => events(page))
    .toContainEqual(['connect', { chainId: `0x${devnet.l1.chainId.toString(16)}` }])
  expect(wallet.requestsOf('eth_chainId').length).toBeGreaterThan(0)
})

test('asks for authorization once and keeps it across reloads', async ({ page, wallet }) => {
  expect(await result(page, 'eth_accounts')).toEqual([])
  expect(await result(page, 'eth_requestAccounts')).toEqual([wallet.address])
  await expect.poll(() => events(page)).toContainEqual(['accountsChanged', [wallet.address]])
  expect(await result(page, 'eth_accounts')).toEqual([wallet.address])
  await page.reload()
  expect(await result(page, 'eth_accounts')).toEqual([wallet.address])
  expect(await result(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
  expect(await result(page, 'eth_accounts')).toEqual([])
})

test('signs and sends a transaction to the chain it is on', async ({ page, wallet, devnet }) => {
  await result(page, 'eth_requestAccounts')
  const to = devnet.manifest.accounts[1]?.address as Address
  const before = BigInt(await rpc<string>(devnet.l1.rpcUrl, 'eth_getBalance', [to, 'latest']))
  const hash = (await result(page, 'eth_sendTransaction', [
    { from: wallet.address, to, value: '0x3e8' },
  ])) as Hex
  await expect
    .poll(() => rpc<unknown>(devnet.l1.rpcUrl, 'eth_getTransactionReceipt', [hash]))
    .not.toBeNull()
  const r = await rpc<{ status: string; from: string }>(
    devnet.l1.rpcUrl,
    'eth_getTransactionReceipt',
    [hash],
  )
  expect(r.status).toBe('0x1')
  expect(r.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  const after = BigInt(await rpc<string>(devnet.l1.rpcUrl, 'eth_getBalance', [to, 'latest']))
  expect(after - before).toBe(1000n)
})

test('signs messages and EIP-712 typed data with its key', async ({ page, wallet }) => {
  await result(page, 'eth_requestAccounts')
  const message = 'Tidepool e2e'
  const signature = (await result(page, 'personal_sign', [
    `0x${Buffer.from(message).toString('hex')}`,
    wallet.address,
  ])) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  const typed = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: {
      name: 'Permit Token',
      version: '1',
      chainId: 31337,
      verifyingContract: '0x000000000000000000000000000000000000dEaD',
    },
    message: {
      owner: wallet.address,
      spender: '0x000000000000000000000000000000000000bEEF',
      value: '1000000000000000000',
      nonce: '0',
      deadline: '4102444800',
    },
  }
  const typedSig = (await result(page, 'eth_signTypedData_v4', [
    wallet.address,
    JSON.stringify(typed),
  ])) as Hex
  const { EIP712Domain: _, ...types } = typed.types
  const signer = await recoverTypedDataAddress({
    domain: {
      ...typed.domain,
      chainId: 31337,
      verifyingContract: '0x000000000000000000000000000000000000dEaD',
    },
    types,
    primaryType: 'Permit',
    message: {
      ...typed.message,
      value: 10n ** 18n,
      nonce: 0n,
      deadline: 4102444800n,
    },
    signature: typedSig,
  })
  expect(signer).toBe(wallet.address)
})

test('switches between devnet chains locally and refuses unknown ones', async ({
  page,
  wallet,
  devnet,
}) => {
  const l2Hex = `0x${devnet.l2.chainId.toString(16)}`
  // Put the two chains far apart so a forwarded eth_blockNumber says which chain answered.
  await mine(devnet.l2.rpcUrl, 5000)
  expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: l2Hex }])).toBeNull()
  await expect.poll(() => events(page)).toContainEqual(['chainChanged', l2Hex])
  expect(wallet.chainId).toBe(devnet.l2.chainId)
  expect(await result(page, 'eth_chainId')).toBe(l2Hex)
  const shown = Number(await result(page, 'eth_blockNumber'))
  expect(shown).toBeGreaterThanOrEqual((await blockNumber(devnet.l2.rpcUrl)) - 5)
  expect(Math.abs(shown - (await blockNumber(devnet.l1.rpcUrl)))).toBeGreaterThan(1000)

  const unknown = await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])
  expect(unknown).toMatchObject({ ok: false, code: 4902 })
  expect(wallet.chainId).toBe(devnet.l2.chainId)

  // wallet_addEthereumChain registers a chain and, like MetaMask, switches to it.
  const added = await request(page, 'wallet_addEthereumChain', [
    {
      chainId: '0x539',
      chainName: 'Added',
      rpcUrls: [devnet.l1.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  expect(added).toMatchObject({ ok: true, result: null })
  expect(await result(page, 'eth_chainId')).toBe('0x539')

  await wallet.switchChain(devnet.l1.chainId)
  await expect
    .poll(() => events(page))
    .toContainEqual(['chainChanged', `0x${devnet.l1.chainId.toString(16)}`])
  expect(await result(page, 'eth_chainId')).toBe(`0x${devnet.l1.chainId.toString(16)}`)
})

test.describe('a watch-only account', () => {
  test.use({
    walletOptions: {
      account: '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
      chain: 'l1',
      authorized: true,
      name: 'E2E Wallet',
    },
  })

  test('reports its address but refuses to sign', async ({ page }) => {
    expect(await result(page, 'eth_accounts')).toEqual([
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
    ])
    const r = await request(page, 'personal_sign', [
      '0x00',
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
    ])
    expect(r).toMatchObject({ ok: false, code: 4100 })
  })
})

test('lets a test reject the next request as the user would', async ({ page, wallet }) => {
  wallet.rejectNext('eth_requestAccounts')
  expect(await request(page, 'eth_requestAccounts')).toMatchObject({ ok: false, code: 4001 })
  expect(await result(page, 'eth_requestAccounts')).toEqual([wallet.address])
})
