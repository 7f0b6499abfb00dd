import type { MessageDescriptor } from '@lingui/core'
import { NETWORK_STRINGS } from '../strings'
import type { NetworkNote } from '../utils/networkAvailability'

export const NOTE_TEXT: Record<NetworkNote, MessageDescriptor> = {
  localWalletOnly: NETWORK_STRINGS.noteLocalWalletOnly,
  noRpc: NETWORK_STRINGS.noteNoRpc,
  publicOnReplica: NETWORK_STRINGS.notePublicOnReplica,
}
