import { type ReactNode, useState } from 'react'
import {
  ArrowDownIcon,
  BackIcon,
  Badge,
  BrowserWalletMark,
  Button,
  Card,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CoinbaseWalletMark,
  CopyIcon,
  CurrencyAmountPanel,
  DoubleTokenLogo,
  ExternalLinkIcon,
  HelpPopover,
  InfoIcon,
  MetaMaskMark,
  MinusIcon,
  PlusIcon,
  PositionBadge,
  RoundedAmount,
  SegmentedControl,
  SettingsIcon,
  Skeleton,
  SkeletonRow,
  Slider,
  Tabs,
  Toggle,
  TokenAmountRows,
  TokenButton,
  TokenLogo,
  Tooltip,
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogState,
  WalletConnectMark,
  WarningIcon,
} from '../../ui'
import { DIALOG_STATES, DOT_LOGO, REVIEW_AMOUNTS } from './reviewFixtures'

function Part({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="ui-review__part">
      <h3 className="ui-review__part-name">{name}</h3>
      <div className="ui-review__row">{children}</div>
    </div>
  )
}

export function UiReviewParts({ theme }: { theme: string }) {
  const [amount, setAmount] = useState('1.5')
  const [percent, setPercent] = useState(25)
  const [mode, setMode] = useState<'simple' | 'detailed'>('simple')
  const [fee, setFee] = useState<'0.05' | '0.3' | '1'>('0.3')
  const [toggle, setToggle] = useState(true)
  const [open, setOpen] = useState<TransactionDialogState | null>(null)
  const id = (s: string) => `ui-${theme}-${s}`
  return (
    <div className="ui-review__parts">
      <Part name="Button">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="text">Text</Button>
        <Button loading>Approving</Button>
        <Button disabled>Disabled</Button>
        <Button size="small" variant="outline" icon={<PlusIcon size={16} />}>
          Small
        </Button>
        <Button size="large" block>
          Large block
        </Button>
      </Part>
      <Part name="Card">
        <Card className="ui-review__card">Raised card</Card>
        <Card variant="inset">Inset panel</Card>
        <Card variant="outline">Outline panel</Card>
      </Part>
      <Part name="Badge">
        <PositionBadge status="inRange" />
        <PositionBadge status="outOfRange" />
        <PositionBadge status="closed" />
        <Badge tone="info">0.3%</Badge>
        <Badge tone="error">Error</Badge>
      </Part>
      <Part name="TokenAmountRows">
        <div className="ui-review__stack">
          <TokenAmountRows rows={REVIEW_AMOUNTS} />
          <TokenAmountRows boxed rows={REVIEW_AMOUNTS} />
        </div>
      </Part>
      <Part name="Skeleton">
        <div className="ui-review__stack">
          <Skeleton width={120} height={28} />
          <SkeletonRow />
          <SkeletonRow withLogo={false} height={40} />
        </div>
      </Part>
      <Part name="Tabs / SegmentedControl">
        <div className="ui-review__stack">
          <Tabs
            label="Remove mode"
            value={mode}
            onChange={setMode}
            items={[
              {
                value: 'simple',
                label: 'Simple',
                content: <p className="ui-review__note">Simple panel</p>,
              },
              {
                value: 'detailed',
                label: 'Detailed',
                content: <p className="ui-review__note">Detailed panel</p>,
              },
            ]}
          />
          <SegmentedControl
            label="Fee tier"
            value={fee}
            onChange={setFee}
            options={[
              { value: '0.05', label: '0.05%' },
              { value: '0.3', label: '0.3%' },
              { value: '1', label: '1%' },
            ]}
          />
        </div>
      </Part>
      <Part name="Slider">
        <div className="ui-review__stack">
          <Slider label="Amount to remove" value={percent} onChange={setPercent} showValue />
          <Slider label="Disabled amount" value={50} onChange={() => {}} disabled presets={[]} />
        </div>
      </Part>
      <Part name="Toggle">
        <Toggle label="Collect as WETH" checked={toggle} onChange={setToggle} />
        <Toggle label="Expert mode" checked={false} onChange={() => {}} />
      </Part>
      <Part name="Tooltip / HelpPopover">
        <Tooltip content="Your transaction will revert if the price changes unfavourably by more than this percentage.">
          <Button variant="outline" size="small">
            Slippage
          </Button>
        </Tooltip>
        <span className="ui-review__inline">
          Unclaimed fees
          <HelpPopover content="Fees earned by this position since it was last collected." />
        </span>
      </Part>
      <Part name="RoundedAmount">
        <span className="ui-review__inline">
          <RoundedAmount raw={999_999_999_999_999_981n} decimals={18} /> ETH
        </span>
        <span className="ui-review__inline">
          <RoundedAmount raw={1757n} decimals={18} /> ETH
        </span>
      </Part>
      <Part name="TokenButton / TokenLogo">
        <TokenButton
          label="From"
          symbol="ETH"
          logo={<TokenLogo srcs={[DOT_LOGO]} symbol="ETH" />}
        />
        <TokenButton label="To" symbol={undefined} />
        <TokenLogo srcs={[]} symbol="DAI" size={32} />
        <DoubleTokenLogo
          size={32}
          tokens={[
            { srcs: [DOT_LOGO], symbol: 'ETH' },
            { srcs: [], symbol: 'USDC' },
          ]}
        />
      </Part>
      <Part name="CurrencyAmountPanel">
        <div className="ui-review__stack">
          <CurrencyAmountPanel
            label="From"
            value={amount}
            onUserInput={setAmount}
            decimals={6}
            tokenButton={
              <TokenButton
                label="From"
                symbol="USDC"
                logo={<TokenLogo srcs={[]} symbol="USDC" />}
              />
            }
            balance="1,234.56"
            onMax={() => setAmount('1234.56')}
            fiatValue="$1.50"
            testId={id('amount-panel')}
          />
          <CurrencyAmountPanel
            label="To"
            value=""
            onUserInput={() => {}}
            tokenButton={<TokenButton label="To" symbol={undefined} />}
            loading
          />
        </div>
      </Part>
      <Part name="TransactionDialog">
        {DIALOG_STATES.map(([name, state]) => (
          <div key={name} className="ui-review__dialog" data-testid={id(`dialog-${name}`)}>
            <Button size="small" variant="outline" onClick={() => setOpen(state)}>
              Open “{name}”
            </Button>
            <TransactionDialogContent state={state} onDismiss={() => {}} />
          </div>
        ))}
        <TransactionDialog
          isOpen={open !== null}
          onDismiss={() => setOpen(null)}
          state={open ?? { status: 'confirm' }}
        />
      </Part>
      <Part name="Icons">
        <span className="ui-review__icons">
          <ChevronDownIcon /> <CloseIcon /> <SettingsIcon /> <ExternalLinkIcon /> <CopyIcon />
          <CheckIcon /> <WarningIcon /> <InfoIcon /> <PlusIcon /> <MinusIcon /> <ArrowDownIcon />
          <BackIcon />
        </span>
      </Part>
      <Part name="Wallet marks">
        <MetaMaskMark size={40} title="MetaMask" />
        <CoinbaseWalletMark size={40} title="Coinbase Wallet" />
        <WalletConnectMark size={40} title="WalletConnect" />
        <BrowserWalletMark size={40} title="Browser Wallet" />
      </Part>
    </div>
  )
}
