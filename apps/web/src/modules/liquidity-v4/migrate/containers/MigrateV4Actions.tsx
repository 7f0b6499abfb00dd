// The migration's last steps (issue 32 "Migrate v3 → v4"): a hooked pool's review first, then the
// exact preview (the change of range's figures: what leaves v3, the new v4 position with its
// liquidity, the refunds once the simulation agrees), the router's access to the v3 NFT (utils/
// routerAccess: a permit signature, its approval inside a batching wallet's one batch, or an
// approve transaction where the account cannot sign), and one Universal Router transaction
// through the transactions module (recorded as migrateLiquidityV4).
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { encodeFunctionData } from 'viem'
import { readContract, signTypedData } from 'viem/actions'
import { useLocation } from 'wouter'
import { positionManagerAbi } from '../../../../chain/abis/v3'
import { positionManagerWriteAbi } from '../../../../chain/abis/v3PositionWrites'
import { useChainClients } from '../../../../chain/clients'
import { useAccountKind } from '../../../../chain/useAccountKind'
import { Button } from '../../../../ui'
import { PERMIT_DEADLINE_SECONDS } from '../../../approvals'
import {
  accountPositionsQueryKey,
  CHANGE_RANGE_MESSAGES as C,
  ChangeRangeFigures,
  inV4Order,
  migrateV4Call,
  type PositionPermit,
  positionPermitTypedData,
  type V3LiquidityPosition,
} from '../../../liquidity'
import { isWalletRejection, useAtomicBatching, useHasPendingApproval } from '../../../transactions'
import { connectedWalletClient } from '../../../wallet'
import { V4HookReview } from '../../add/containers/V4HookReview'
import type { V4AddFlow } from '../../add/hooks/useV4AddFlow'
import { usePoolChoice } from '../../add/state/poolChoiceStore'
import { useV4Write } from '../../shared/useV4Write'
import { V4WriteDialog } from '../../shared/V4WriteDialog'
import type { MigrateV4State } from '../hooks/useMigrateV4'
import { MIGRATE_V4_STRINGS as S } from '../strings'
import { routerAccess } from '../utils/routerAccess'

const NATIVE = '0x0000000000000000000000000000000000000000'

export interface MigrateV4ActionsProps {
  flow: V4AddFlow
  position: V3LiquidityPosition
  state: MigrateV4State
}

export function MigrateV4Actions({ flow, position, state }: MigrateV4ActionsProps) {
  const { _ } = useLingui()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const getClient = useChainClients()
  const acknowledged = usePoolChoice((s) => s.hookAcknowledged)
  const [permit, setPermit] = useState<PositionPermit>()
  const [signFailed, setSignFailed] = useState(false)
  const { chain, account, derived, review } = flow
  const router = chain.contracts?.v4?.universalRouter
  const npm = chain.contracts?.positionManager
  // Both writes change the position (its operator, or the position itself): read it again.
  const onSettled = () => {
    if (account)
      void queryClient.invalidateQueries({ queryKey: accountPositionsQueryKey(chain.id, account) })
  }
  const write = useV4Write({
    chain,
    account,
    what: 'Migrate v3 to v4 failed',
    to: router,
    onSettled,
  })
  const approval = useV4Write({
    chain,
    account,
    what: 'Approving the router for the v3 position failed',
    to: npm,
    onSettled,
  })
  const batching = useAtomicBatching(chain.id)
  const accountKind = useAccountKind(chain.id, account)
  // An approve transaction sent and not yet mined: not offered twice (spec 01 §4's pending rule).
  const approvalPending = useHasPendingApproval(chain.id, npm, router)
  const { key, range, price, tokens, currencies } = derived
  const { preview, simulation } = state
  if (!key || !tokens || !currencies || !router || !npm) return null
  const id = position.tokenId.toString()
  const hookBlocks = review !== undefined && !acknowledged
  const access = routerAccess({
    routerApproved: state.routerApproved,
    batching,
    accountKind,
    signFailed,
  })
  const allowed = access === 'approved' || access === 'batch' || permit !== undefined
  const exact =
    simulation?.status === 'traced' ? simulation.exact : simulation?.status === 'succeeds'
  const flipped =
    key.currency0 === NATIVE && key.currency1.toLowerCase() !== position.token1.toLowerCase()

  const sign = async () => {
    if (!account) return
    const [nonce] = await readContract(getClient(chain.id), {
      address: npm,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [position.tokenId],
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + PERMIT_DEADLINE_SECONDS)
    const walletClient = await connectedWalletClient(chain.id, account)
    const signature = await signTypedData(walletClient, {
      account: walletClient.account,
      ...positionPermitTypedData({
        chainId: chain.id,
        positionManager: npm,
        spender: router,
        tokenId: position.tokenId,
        nonce,
        deadline,
      }),
    })
    setPermit({ deadline, signature })
  }

  const allow = async () => {
    if (access === 'sign') {
      // A refusal is the user's answer (spec 02 §8: silent); any other failure (a wallet that
      // cannot sign typed data) falls back to an approve transaction, as the approvals do.
      await sign().catch((error: unknown) => {
        if (!isWalletRejection(error)) setSignFailed(true)
      })
      return
    }
    await approval.send(
      () => ({
        data: encodeFunctionData({
          abi: positionManagerWriteAbi,
          functionName: 'approve',
          args: [router, position.tokenId],
        }),
        value: 0n,
      }),
      { type: 'approval', tokenAddress: npm, spender: router },
      _({ ...S.approving, values: { tokenId: id } }),
    )
  }

  const migrate = async () => {
    if (!account || !preview || !range || !price || !chain.contracts?.v4) return
    const v4Manager = chain.contracts.v4.positionManager
    const sent = await write.send(
      (deadline) =>
        migrateV4Call({
          router,
          v4PositionManager: v4Manager,
          tokenId: position.tokenId,
          preview,
          poolKey: key,
          range,
          unwrap: key.currency0 === NATIVE,
          owner: account,
          deadline,
          permit: access === 'sign' ? permit : undefined,
          initialSqrtPriceX96: derived.status === 'new' ? price.sqrtPriceX96 : undefined,
        }),
      {
        type: 'migrateLiquidityV4',
        tokenId: id,
        baseCurrencyId: currencies[0].address,
        quoteCurrencyId: currencies[1].address,
      },
      _({ ...S.migrating, values: { tokenId: id } }),
      access === 'batch' ? [{ nft: npm, spender: router, tokenId: position.tokenId }] : undefined,
    )
    if (sent) setPermit(undefined)
  }

  return (
    <>
      <V4HookReview flow={flow} />
      {!hookBlocks && preview && (
        <section
          className="v4-add__section"
          aria-labelledby="migrate-v4-preview"
          data-testid="migrate-v4-preview"
        >
          <h2 id="migrate-v4-preview" className="v4-add__h2">
            {_(S.previewTitle)}
          </h2>
          <ChangeRangeFigures
            tokens={tokens}
            symbols={[currencies[0].symbol, currencies[1].symbol]}
            preview={{
              removed: {
                ...inV4Order(preview.removed, flipped),
                liquidity: preview.removed.liquidity,
              },
              fees: inV4Order(preview.fees, flipped),
              minted: preview.minted,
              refunds: preview.refunds,
            }}
            simulation={simulation}
            simulating={state.simulating}
          />
          <p className="v4-add__status">{_({ ...S.burned, values: { tokenId: id } })}</p>
        </section>
      )}
      {!hookBlocks && state.noLiquidity && (
        <p className="v4-add__alert" role="alert">
          {_(C.noLiquidity)}
        </p>
      )}
      {!hookBlocks && (
        <div className="v4-add__actions">
          {(access === 'sign' || access === 'approve') && (
            <Button
              block
              variant="secondary"
              disabled={allowed || !preview || approval.phase === 'attempting' || approvalPending}
              onClick={() => void allow()}
              testId="migrate-v4-allow"
            >
              {_(access === 'sign' ? S.allow : S.allowByTransaction)}
            </Button>
          )}
          <Button
            block
            size="large"
            disabled={!allowed || !preview || !exact || write.phase === 'attempting'}
            onClick={() => void migrate()}
            testId="migrate-v4-submit"
          >
            {_(S.migrate)}
          </Button>
        </div>
      )}
      <V4WriteDialog write={approval} />
      <V4WriteDialog write={write} onSucceeded={() => navigate('/pool')} />
    </>
  )
}
