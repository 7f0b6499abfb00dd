// The governance area (spec 01 §2 "/vote (prefix)", spec 02): one chunk loaded on demand, with
// its own sub-routes, relative to /vote (first match wins: 'create-proposal' before ':id').
// Placeholders until the governance module lands.
import { Navigate, Route, Routes, useParams } from 'react-router'
import { Placeholder } from './Placeholder'

function Proposal() {
  const { governorIndex, id } = useParams()
  return <Placeholder title={`Proposal ${id ?? ''}`} values={{ governorIndex }} />
}

export default function VoteArea() {
  return (
    <Routes>
      <Route index element={<Placeholder title="Vote" />} />
      <Route path="create-proposal" element={<Placeholder title="Create Proposal" />} />
      <Route path=":id" element={<Proposal />} />
      <Route path=":governorIndex/:id" element={<Proposal />} />
      <Route path="*" element={<Navigate to="/swap" replace />} />
    </Routes>
  )
}
