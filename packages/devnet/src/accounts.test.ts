import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  HARDHAT_MNEMONIC,
  L1_AIRDROP_DEPLOYER,
  L1_DEPLOYER,
  L1_EXTRAS_DEPLOYER,
  L1_GOVERNANCE_DEPLOYER,
  L2_DEPLOYER,
  L2_EXTRAS_DEPLOYER,
  TEST_ACCOUNTS,
} from './accounts.ts'

describe('hardhat accounts', () => {
  it('are accounts 0–9 of the hardhat mnemonic, with matching keys', () => {
    TEST_ACCOUNTS.forEach((account, i) => {
      const derived = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: i })
      expect(account.address).toBe(derived.address)
      const key = derived.getHdKey().privateKey
      expect(key && bytesToHex(key)).toBe(account.privateKey)
    })
  })

  it('deployers are accounts 19 and 18, outside the funded test accounts', () => {
    expect(L1_DEPLOYER).toBe(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 19 }).address)
    expect(L2_DEPLOYER).toBe(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 18 }).address)
  })

  it('the extras deployers are accounts 17 and 16', () => {
    expect(L1_EXTRAS_DEPLOYER).toBe(
      mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 17 }).address,
    )
    expect(L2_EXTRAS_DEPLOYER).toBe(
      mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 16 }).address,
    )
  })

  it('the governance and airdrop deployers are accounts 15 and 14', () => {
    const at = (i: number) => mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: i }).address
    expect(L1_GOVERNANCE_DEPLOYER).toBe(at(15))
    expect(L1_AIRDROP_DEPLOYER).toBe(at(14))
  })
})
