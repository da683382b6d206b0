export const ROOT: string
export const ALIASES: [prefix: string, folder: string][]
export function jestModuleNameMapper(): Record<string, string>
export function webpackAliases(): Record<string, string>
export function resolveAlias(specifier: string): string | null
