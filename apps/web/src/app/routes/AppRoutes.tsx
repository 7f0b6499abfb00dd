import { useLingui } from '@lingui/react'
// spec 01 §2 "Route table" and spec 02 §2, on react-router in hash mode (issue 11). It ranks
// routes (a static segment beats a param: '/pool/v2' before '/pool/:tokenId', '/add/v2/...'
// before '/add/:currencyIdA?/...'); anything unmatched goes to /swap. The order below is kept
// static-first anyway, so it reads the way it matches.
import { type ReactNode, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
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
    <Routes>
      <Route path="/swap" element={<SwapScreen />} />
      <Route path="/swap/:outputCurrency" element={<RedirectSwapOutput />} />
      <Route path="/send" element={<RedirectToSwap />} />
      <Route path="/claim" element={<ClaimRedirect />} />

      <Route path="/vote/*" element={load(<Lazy.VoteArea />)} />
      <Route path="/create-proposal" element={<Navigate to="/vote/create-proposal" replace />} />

      <Route path="/uni" element={load(<Lazy.Earn />)} />
      <Route path="/uni/:currencyIdA/:currencyIdB" element={load(<Lazy.ManageStake />)} />

      <Route path="/pool" element={load(<Lazy.PoolsOverview />)} />
      <Route path="/pool/v2" element={load(<Lazy.PoolV2 />)} />
      <Route path="/pool/v2/find" element={load(<Lazy.PoolFinder />)} />
      <Route path="/find" element={load(<Lazy.PoolFinder />)} />
      <Route path="/pool/:tokenId" element={load(<Lazy.PositionPage />)} />

      <Route
        path="/add/v2/:currencyIdA?/:currencyIdB?"
        element={<AddV2Guard>{load(<Lazy.AddLiquidityV2 />)}</AddV2Guard>}
      />
      <Route
        path="/create/:currencyIdA?/:currencyIdB?"
        element={<AddV2Guard>{load(<Lazy.AddLiquidityV2 />)}</AddV2Guard>}
      />
      <Route
        path="/add/:currencyIdA?/:currencyIdB?/:feeAmount?"
        element={<AddV3Guard>{load(<Lazy.AddLiquidityV3 />)}</AddV3Guard>}
      />
      <Route
        path="/increase/:currencyIdA?/:currencyIdB?/:feeAmount?/:tokenId?"
        element={load(<Lazy.IncreaseLiquidity />)}
      />

      <Route
        path="/remove/v2/:currencyIdA/:currencyIdB"
        element={load(<Lazy.RemoveLiquidityV2 />)}
      />
      <Route
        path="/remove/:tokenId"
        element={<RemoveV3Guard>{load(<Lazy.RemoveLiquidityV3 />)}</RemoveV3Guard>}
      />

      <Route path="/migrate/v2" element={load(<Lazy.MigrateV2List />)} />
      <Route
        path="/migrate/v2/:address"
        element={<MigrateV2PairGuard>{load(<Lazy.MigrateV2Pair />)}</MigrateV2PairGuard>}
      />

      <Route path="*" element={<RedirectToSwap />} />
    </Routes>
  )
}
