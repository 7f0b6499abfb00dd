// The governance area (spec 01 §2 "/vote (prefix)", spec 02): one chunk loaded on demand, with
// its own sub-routes, relative to /vote (wouter's nested router; first match wins:
// 'create-proposal' before ':governorIndex/:id').
import { Redirect, Route, Switch } from 'wouter'
import { CreateProposal, ProposalPage, VotePage } from '../../modules/governance'

export default function VoteArea() {
  return (
    <Switch>
      <Route path="/">
        <VotePage />
      </Route>
      <Route path="/create-proposal">
        <CreateProposal />
      </Route>
      <Route path="/:governorIndex/:id">
        <ProposalPage />
      </Route>
      <Route>
        <Redirect to="~/vote" replace />
      </Route>
    </Switch>
  )
}
