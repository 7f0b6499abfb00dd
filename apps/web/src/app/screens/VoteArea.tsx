// The governance area (spec 01 §2 "/vote (prefix)", spec 02): one chunk loaded on demand, with
// its own sub-routes, relative to /vote (wouter's nested router; first match wins:
// 'create-proposal' before ':governorIndex/:id').
import { Redirect, Route, Switch } from 'wouter'
import { ProposalPage, VotePage } from '../../modules/governance'
import { Placeholder, type PlaceholderLink } from './Placeholder'
import { SCREEN_STRINGS as S } from './strings'

// '~': outside the /vote base.
const TO_VOTE: PlaceholderLink = { to: '~/vote', label: S.toVote }

export default function VoteArea() {
  return (
    <Switch>
      <Route path="/">
        <VotePage />
      </Route>
      <Route path="/create-proposal">
        <Placeholder title={S.createProposalTitle} text={S.createProposalText} link={TO_VOTE} />
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
