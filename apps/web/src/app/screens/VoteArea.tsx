// The governance area (spec 01 §2 "/vote (prefix)", spec 02): one chunk loaded on demand, with
// its own sub-routes, relative to /vote (wouter's nested router; first match wins:
// 'create-proposal' before ':id').
// Placeholders until the governance module lands (issue 12 #9: they read as pages, never print
// route values raw).
import { Redirect, Route, Switch, useParams } from 'wouter'
import { CreateProposal } from '../../modules/governance/create'
import { Placeholder, type PlaceholderLink, shownId } from './Placeholder'
import { SCREEN_STRINGS as S } from './strings'

// '~': outside the /vote base.
const TO_VOTE: PlaceholderLink = { to: '~/vote', label: S.toVote }

function Proposal() {
  const id = shownId(useParams().id)
  return (
    <Placeholder
      title={id ? { ...S.proposalTitle, values: { id } } : S.proposalTitleNoId}
      text={S.proposalText}
      link={TO_VOTE}
    />
  )
}

export default function VoteArea() {
  return (
    <Switch>
      <Route path="/">
        <Placeholder
          title={S.voteTitle}
          text={S.voteText}
          link={{ to: '~/swap', label: S.toSwap }}
        />
      </Route>
      <Route path="/create-proposal">
        <CreateProposal />
      </Route>
      <Route path="/:id">
        <Proposal />
      </Route>
      <Route path="/:governorIndex/:id">
        <Proposal />
      </Route>
      <Route>
        <Redirect to="~/swap" replace />
      </Route>
    </Switch>
  )
}
