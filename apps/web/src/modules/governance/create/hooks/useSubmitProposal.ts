// propose() through the one write path (modules/transactions, recorded as 'submitProposal'),
// inside the transaction dialog; once mined, the new proposal's id from the receipt's
// ProposalCreated, for the link to its page (spec 02 §2 Create Proposal).
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { type Address, encodeFunctionData, type Hash, parseEventLogs } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { useSendTransaction, useTransactionDialog } from '../../../transactions'
import type { ProposalAction } from '../../simulate'
import { governorCreateAbi } from '../abi'

export type Submitted =
  | { status: 'mining'; hash: Hash }
  | { status: 'created'; hash: Hash; id: bigint }
  | { status: 'failed'; hash: Hash }

export interface ProposalToSubmit {
  actions: readonly ProposalAction[]
  description: string
}

export function useSubmitProposal(
  chain: ChainInfo,
  governor: Address,
  account: Address | undefined,
) {
  const send = useSendTransaction(chain)
  const getClient = useChainClients()
  const queryClient = useQueryClient()
  const dialog = useTransactionDialog(chain)
  const [submitted, setSubmitted] = useState<Submitted | undefined>()
  const { run } = dialog
  const submit = useCallback(
    async (proposal: ProposalToSubmit) => {
      if (!account) return
      const data = encodeFunctionData({
        abi: governorCreateAbi,
        functionName: 'propose',
        args: [
          proposal.actions.map((a) => a.target),
          proposal.actions.map((a) => a.value),
          proposal.actions.map((a) => a.signature),
          proposal.actions.map((a) => a.calldata),
          proposal.description,
        ],
      })
      const sent = await run('Could not submit the proposal', () =>
        send({
          account,
          call: { to: governor, data },
          info: { type: 'submitProposal', governorAddress: governor },
        }),
      )
      if (!sent) return
      setSubmitted({ status: 'mining', hash: sent.hash })
      try {
        const receipt = await waitForTransactionReceipt(getClient(chain.id), {
          hash: sent.hash,
        })
        const [created] = parseEventLogs({
          abi: governorCreateAbi,
          eventName: 'ProposalCreated',
          logs: receipt.logs,
        })
        setSubmitted(
          receipt.status === 'success' && created
            ? { status: 'created', hash: sent.hash, id: created.args.id }
            : { status: 'failed', hash: sent.hash },
        )
      } catch (error) {
        console.error('Could not read the proposal transaction', error)
        setSubmitted({ status: 'failed', hash: sent.hash })
      }
      void queryClient.invalidateQueries({ queryKey: chainQueryKeys.all })
    },
    [account, chain.id, getClient, governor, queryClient, run, send],
  )
  return { submit, submitted, dialog }
}
