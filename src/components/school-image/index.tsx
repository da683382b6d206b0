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
  /**
   * A QR code to be recognised by a long press: the H5 image is a real <img> (WeChat's browser
   * offers 识别图中二维码 on it); the mini-program needs its long-press menu turned on.
   */
  longPressMenu?: boolean
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
  longPressMenu = false,
}: SchoolImageProps) {
  return (
    <Image
      className={`school-image ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      src={src}
      mode="aspectFill"
      lazyLoad={!eager}
      // A mini-program property only: on H5 it would reach the DOM as an unknown attribute.
      {...(process.env.TARO_ENV === 'weapp' ? { showMenuByLongpress: longPressMenu } : {})}
      imgProps={{ alt, width, height, loading: eager ? 'eager' : 'lazy', decoding: 'async' }}
    />
  )
}
