// The last settled transaction's result in words, for the live region (issue 12 Accessibility:
// "a live region announces … a transaction's result"). `seq` tells two equal texts apart, so a
// second identical result is announced again.
import { create } from 'zustand'

interface AnnouncementState {
  text: string
  seq: number
  announce: (text: string) => void
}

export const useAnnouncementStore = create<AnnouncementState>()((set) => ({
  text: '',
  seq: 0,
  announce: (text) => set((s) => ({ text, seq: s.seq + 1 })),
}))
