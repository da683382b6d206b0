import { View } from '@tarojs/components'
import type { Banner } from '@common/contracts/organisation'
import { openAddress } from '@/services/navigation'
import { SchoolImage } from '../school-image'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'

/** One banner of the home carousel: its image, linking to its url when it has one. */
export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <View
      role="link"
      aria-label={banner.title}
      {...FOCUSABLE}
      {...keyActivation(() => banner.url && openAddress(banner.url))}
      onClick={() => banner.url && openAddress(banner.url)}
    >
      <SchoolImage
        src={banner.imgurl}
        alt={banner.title}
        width={750}
        height={360}
        eager={eager}
        className="top-swiper__banner"
      />
    </View>
  )
}
