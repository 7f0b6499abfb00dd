// The governance area (spec 01 §2 "/vote (prefix)", spec 02): one chunk loaded on demand, with
// its own sub-routes, relative to /vote (wouter's nested router; first match wins:
// 'create-proposal' before ':id').
// Placeholders until the governance module lands.
import { msg } from '@lingui/core/macro'
import { Redirect, Route, Switch, useParams } from 'wouter'
import { Placeholder } from './Placeholder'

function Proposal() {
  const { governorIndex, id } = useParams()
  const proposal = id ?? ''
  return <Placeholder title={msg`Proposal ${proposal}`} values={{ governorIndex }} />
}

export default function VoteArea() {
  return (
    <Switch>
      <Route path="/">
        <Placeholder title={msg`Vote`} />
      </Route>
      <Route path="/create-proposal">
        <Placeholder title={msg`Create Proposal`} />
      </Route>
      <Route path="/:id">
        <Proposal />
      </Route>
      <Route path="/:governorIndex/:id">
        <Proposal />
      </Route>
      {/* '~': outside the /vote base. */}
      <Route>
        <Redirect to="~/swap" replace />
      </Route>
    </Switch>
  )
}
