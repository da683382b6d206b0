import { Image } from '@tarojs/components'
import './index.scss'

interface SchoolImageProps {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  /** Images above the fold load at once; the rest when scrolled near (default). */
  eager?: boolean
}

/**
 * An image that keeps its box before it loads (no layout shift), has alt text, and loads
 * lazily below the fold.
 */
export function SchoolImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: SchoolImageProps) {
  return (
    <Image
      className={`school-image ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      src={src}
      mode="aspectFill"
      lazyLoad={!eager}
      imgProps={{ alt, width, height, loading: eager ? 'eager' : 'lazy', decoding: 'async' }}
    />
  )
}
