import type { ESLint } from 'eslint'

export declare const LAYER_RULES: { from: string; not: string[]; why: string }[]
export declare const layersPlugin: ESLint.Plugin
