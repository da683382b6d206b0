/** The live player's props, the same on both platforms (index.tsx, index.weapp.tsx). */
export interface LivePlayerProps {
  /** The HLS playlist of the live or of its replay. */
  url: string
  kind: 'live' | 'replay'
  title: string
  /** The stream dropped: the page may fetch a fresh address (signed URLs expire). */
  onLost?: () => void
}
