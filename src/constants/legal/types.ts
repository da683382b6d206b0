/** Who the documents name: the school as the organisation data (oemInfo) gives it. */
export interface LegalParty {
  school: string
  hotline: string
  qq: string
}

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalDocument {
  title: string
  sections: LegalSection[]
}

/** How a document reaches a learner who wants to contact the school. */
export function contactLine({ school, hotline, qq }: LegalParty): string {
  const ways = [hotline && `客服电话 ${hotline}`, qq && `客服QQ ${qq}`].filter(Boolean)
  return ways.length > 0
    ? `如您对本文件有任何疑问、意见或投诉，可通过${ways.join('、')}联系${school}，我们将在15个工作日内答复。`
    : `如您对本文件有任何疑问、意见或投诉，可通过“我的-意见反馈”联系${school}，我们将在15个工作日内答复。`
}
