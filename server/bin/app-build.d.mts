// Types of app-build.mjs, for the TypeScript that imports it (its tests).
export const BUILD_SOURCES: string[]
export const CONSOLE_SOURCES: string[]
export const STAMP_FILE: string
export function sourceStamp(root: string, sources?: string[]): string
export function staleBuildReason(
  root: string,
  outputDir: string,
  sources?: string[],
  what?: string,
): string | null
export function buildApp(root: string, type: 'h5' | 'weapp', env?: NodeJS.ProcessEnv): number
export function buildConsole(root: string, outDir?: string, env?: NodeJS.ProcessEnv): number
