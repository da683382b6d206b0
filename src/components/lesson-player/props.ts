import type { LessonDetail } from '@common/contracts/study'

/** The lesson player's props, the same on both platforms (index.tsx, index.weapp.tsx). */
export interface LessonPlayerProps {
  lesson: LessonDetail
  onSave: (seconds: number) => void
  /** The first play: the study record (mark). */
  onFirstPlay: () => void
  onNext?: () => void
  /** Playing, or paused/ended: what the lesson list says of the current lesson. */
  onPlayingChange?: (playing: boolean) => void
}
