// A position's liquidity in a preview's list (v3 add and increase, the migration): the pool's
// internal unit, which a user cannot act on, so it comes with a line saying what it is (issue 34
// #3), grouped by the locale's formatter; data-raw keeps the integer for the e2e tests.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../../lib/format'
import { HelpPopover } from '../../../../ui'
import { LIQUIDITY_MESSAGES as S } from '../../strings'
import '../position.css'

export function LiquidityFigure({ liquidity, testId }: { liquidity: bigint; testId: string }) {
  const { _ } = useLingui()
  const { decimal } = useFormatAmount()
  return (
    <>
      <dt>
        {_(S.liquidity)} <HelpPopover content={_(S.liquidityHelp)} />
      </dt>
      <dd className="liquidity-figure" data-testid={testId} data-raw={liquidity.toString()}>
        {decimal(liquidity.toString())}
      </dd>
    </>
  )
}
