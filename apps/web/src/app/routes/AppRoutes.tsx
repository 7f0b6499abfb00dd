import { useLingui } from '@lingui/react'
// spec 01 §2 "Route table" and spec 02 §2, on wouter with the query inside the hash
// (lib/hashLocation.ts). Every route matches the whole path (case-insensitive, a trailing slash
// ignored); anything else goes to /swap. <Switch> renders the FIRST matching route, so the
// ORDER MATTERS: a static path comes before a param in the same place ('/pool/v2' before
// '/pool/:tokenId', '/add/v2/...' before '/add/:currencyIdA?/...'), and the catch-all comes last.
import { type ReactNode, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { Spinner } from '../../ui'
import { SwapScreen } from '../screens/SwapScreen'
import { APP_STRINGS } from '../strings'
import {
  AddV2Guard,
  AddV3Guard,
  ClaimRedirect,
  MigrateV2PairGuard,
  RedirectSwapOutput,
  RedirectToSwap,
  RemoveV3Guard,
} from './guards'
import * as Lazy from './lazyScreens'

function RouteLoading() {
  const { _ } = useLingui()
  return (
    <div className="route-loading" data-testid="route-loading">
      <Spinner label={_(APP_STRINGS.loadingArea)} />
    </div>
  )
}

const load = (screen: ReactNode) => <Suspense fallback={<RouteLoading />}>{screen}</Suspense>

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/swap">
        <SwapScreen />
      </Route>
      <Route path="/swap/:outputCurrency">
        <RedirectSwapOutput />
      </Route>
      <Route path="/send">
        <RedirectToSwap />
      </Route>
      <Route path="/claim">
        <ClaimRedirect />
      </Route>

      <Route path="/vote" nest>
        {load(<Lazy.VoteArea />)}
      </Route>
      <Route path="/create-proposal">
        <Redirect to="/vote/create-proposal" replace />
      </Route>

      <Route path="/uni">{load(<Lazy.Earn />)}</Route>
      <Route path="/uni/:currencyIdA/:currencyIdB">{load(<Lazy.ManageStake />)}</Route>

      <Route path="/pool">{load(<Lazy.PoolsOverview />)}</Route>
      <Route path="/pool/v2">{load(<Lazy.PoolV2 />)}</Route>
      <Route path="/pool/v2/find">{load(<Lazy.PoolFinder />)}</Route>
      <Route path="/find">{load(<Lazy.PoolFinder />)}</Route>
      <Route path="/pool/v4/:tokenId">{load(<Lazy.V4PositionPage />)}</Route>
      <Route path="/pool/:tokenId">{load(<Lazy.PositionPage />)}</Route>

      <Route path="/add/v4/:currencyIdA?/:currencyIdB?">{load(<Lazy.AddLiquidityV4 />)}</Route>
      <Route path="/add/v2/:currencyIdA?/:currencyIdB?">
        <AddV2Guard>{load(<Lazy.AddLiquidityV2 />)}</AddV2Guard>
      </Route>
      <Route path="/create/:currencyIdA?/:currencyIdB?">
        <AddV2Guard>{load(<Lazy.AddLiquidityV2 />)}</AddV2Guard>
      </Route>
      <Route path="/add/:currencyIdA?/:currencyIdB?/:feeAmount?">
        <AddV3Guard>{load(<Lazy.AddLiquidityV3 />)}</AddV3Guard>
      </Route>
      <Route path="/increase/:currencyIdA?/:currencyIdB?/:feeAmount?/:tokenId?">
        {load(<Lazy.IncreaseLiquidity />)}
      </Route>

      <Route path="/remove/v2/:currencyIdA/:currencyIdB">{load(<Lazy.RemoveLiquidityV2 />)}</Route>
      {/* Half a pair: the v2 list, where its pairs are (issue 34 #11). */}
      <Route path="/remove/v2/:currencyIdA">
        <Redirect to="/pool/v2" replace />
      </Route>
      <Route path="/remove/:tokenId">
        <RemoveV3Guard>{load(<Lazy.RemoveLiquidityV3 />)}</RemoveV3Guard>
      </Route>

      <Route path="/migrate/v3/:tokenId">{load(<Lazy.MigrateV3ToV4 />)}</Route>
      <Route path="/migrate/v2">{load(<Lazy.MigrateV2List />)}</Route>
      <Route path="/migrate/v2/:address">
        <MigrateV2PairGuard>{load(<Lazy.MigrateV2Pair />)}</MigrateV2PairGuard>
      </Route>

      <Route path="/dev/ui">{load(<Lazy.UiReviewPage />)}</Route>

      <Route>
        <RedirectToSwap />
      </Route>
    </Switch>
  )
}
