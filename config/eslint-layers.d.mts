import type { ESLint } from 'eslint'

export declare const LAYER_RULES: { from: string; not: string[]; why: string }[]
export declare const layersPlugin: ESLint.Plugin
export declare const APP_TYPE_ONLY_IMPORTS: {
  patterns: { group: string[]; allowTypeImports: boolean; message: string }[]
}
