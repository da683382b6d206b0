/**
 * NutUI's icons as the app draws them (@nutui/icons-react-taro: an element masked by the icon's
 * SVG in its own colour), for the first views' back link and menu arrows.
 */
const HOME =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMDI0IDEwMjQiPjxwYXRoIGZpbGw9IiMxNzFhMjYiIGQ9Ik0zODMuNzkgNTQ0LjIxYzguMzItOC4zMiAyMS43Ni04LjExIDMxLjE0LTEuMDZhMTYwLjAyIDE2MC4wMiAwIDAgMCAxOTQuMTQgMGM5LjM5LTcuMDQgMjIuODMtNy4yNSAzMS4xNCAxLjA2bDE1LjE1IDE0Ljk0YzguMzIgOC4zMiA4LjMyIDIxLjk3LS44NSAyOS40NC04Mi41NiA2OC4yNy0yMDIuNjcgNjguMjctMjg1LjIzIDAtOS4xNy03LjQ3LTguOTYtMjEuMTItLjY0LTI5LjQ0eiIvPjxwYXRoIGZpbGw9IiMxNzFhMjYiIGQ9Ik01MTIgMCAxNS41NyAzNTYuMDVDNi42MSAzNjIuNDUgNC4wNSAzNzQuNjEgOS42IDM4NGwxMC42NyAxOC41NmM2LjE5IDEwLjg4IDIwLjY5IDE0LjA4IDMwLjkzIDYuNjFMNjQgNDAwdjQxMC42N2MwIDk0LjI5IDc2LjM3IDE3MC42NyAxNzAuNjcgMTcwLjY2aDU1NC42NmM5NC4yOSAwIDE3MC42Ny03Ni4zNyAxNzAuNjctMTcwLjY2VjQwMC4yMWwxMi44IDkuMThjMTAuMjQgNy40NyAyNC43NSA0LjI3IDMwLjkzLTYuNjJMMTAxNC40IDM4NGEyMS4zMyAyMS4zMyAwIDAgMC01Ljk3LTI3Ljk1em0zODQgMzU0LjM1djQ1Ni4zMmMwIDU4Ljg4LTQ3Ljc5IDEwNi42Ny0xMDYuNjcgMTA2LjY2SDIzNC42N2MtNTguODggMC0xMDYuNjctNDcuNzktMTA2LjY3LTEwNi42NlYzNTQuMTNsMzg0LTI3NS4yeiIvPjwvc3ZnPg=='

const ARROW_RIGHT =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMDI0IDEwMjQiPjxwYXRoIGZpbGw9IiMxNzFhMjYiIGQ9Ik0zNzIuOTEgODM3LjMzYTIxLjMzIDIxLjMzIDAgMCAwIDI5LjY1LS40MmwzMDcuNjMtMzA3LjYzYTIxLjI1IDIxLjI1IDAgMCAwIDAtMzAuMDhMNDAxLjA3IDE5MC4wOGMtOC41My04LjUzLTIyLjE5LTguMzItMzAuNTEuMjFsLTE0LjcyIDE1LjM2Yy04LjExIDguMzItNy44OSAyMS43Ni4yMSAyOS44N2wyNzguODMgMjc4LjgzLTI3Ny45NyAyNzcuNzZjLTguNTMgOC41My04LjMyIDIyLjQuNDIgMzAuNzJ6Ii8+PC9zdmc+'

function icon(name: string, size: number): string {
  return `<i class=" nut-icon nut-icon-${name} " style="width: ${size}px; height: ${size}px;"></i>`
}

export const homeIcon = (size: number) => icon('Home', size)
export const arrowRightIcon = (size: number) => icon('ArrowRight', size)

/** The icons' masks, once in the first view's style rather than on every icon. */
export const ICON_CSS = Object.entries({ Home: HOME, ArrowRight: ARROW_RIGHT })
  .map(
    ([name, data]) =>
      `#first-view .nut-icon-${name}{display:inline-block;background-color:currentcolor;` +
      `mask:url("${data}") 0 0/100% 100% no-repeat;-webkit-mask:url("${data}") 0 0/100% 100% no-repeat}`,
  )
  .join('')
