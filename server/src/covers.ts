/** Cover images of courses, class rooms and goods, drawn by the server as SVG (4:3). */

const PALETTES: [string, string][] = [
  ['#1a5fd6', '#4f8ff7'],
  ['#0f766e', '#2bb5a5'],
  ['#7c3aed', '#a78bfa'],
  ['#c2410c', '#fb923c'],
  ['#be123c', '#fb7185'],
]

/** The palette of a group (an exam, 通关班级, 教材图书): the same group, the same colours. */
export function paletteOf(group: string): [string, string] {
  if (group.startsWith('初级')) return PALETTES[0]
  if (group.startsWith('中级')) return PALETTES[1]
  if (group.startsWith('注册会计师')) return PALETTES[2]
  if (group.startsWith('税务师')) return PALETTES[3]
  return PALETTES[4]
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Breaks a title into lines of at most `width` characters, at spaces where it can. */
function lines(title: string, width: number, max: number): string[] {
  const words = title.split(/\s+/)
  const result: string[] = []
  let line = ''
  for (const word of words) {
    for (const part of word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []) {
      if ([...line].length + [...part].length + (line ? 1 : 0) > width) {
        result.push(line)
        line = part
      } else {
        line = line ? `${line} ${part}` : part
      }
    }
  }
  if (line) result.push(line)
  return result.slice(0, max)
}

/** An SVG cover with the group's colours, its name and the title. */
export function coverSvg(title: string, group: string): string {
  const [from, to] = paletteOf(group)
  const text = lines(title, 9, 3)
    .map(
      (line, index) =>
        `<text x="28" y="${118 + index * 44}" font-size="34" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="360" cy="40" r="110" fill="#fff" fill-opacity="0.08"/><g font-family="PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, sans-serif" fill="#fff"><text x="28" y="56" font-size="20" fill-opacity="0.85">${escapeXml(group.split(' · ')[0])}</text>${text}</g></svg>`
}
