// The direction of imports between the top-level layers, as a lint error: the app (src/) and
// the server (server/) never import each other; what they share (common/) imports neither; pages reach the API only through stores and components, never the request layer.
import path from 'node:path'
import pathAliases from './path-aliases.cjs'

const { ALIASES } = pathAliases

/** Where an import specifier points, relative to the repository; null for a package. */
function targetOf(root, file, specifier) {
  for (const [alias, folder] of ALIASES) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length)
  }
  if (!specifier.startsWith('.')) return null
  return path
    .relative(root, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/')
}

/** The contracts and TypeBox reach the app as types only (erased from the bundle). */
export const APP_TYPE_ONLY_IMPORTS = {
  patterns: [
    {
      group: ['@common/contracts/*', '**/contracts/*', 'typebox', 'typebox/*'],
      allowTypeImports: true,
      message: 'the app imports contracts as types only (import type): no schema in its bundle',
    },
  ],
}

/** Each rule: files under `from` may not import anything under one of `not`. */
export const LAYER_RULES = [
  {
    from: 'server/',
    not: ['src/'],
    why: 'the server may not import the app: share through common/',
  },
  {
    from: 'src/',
    not: ['server/'],
    why: 'the app may not import the server: share through common/',
  },
  {
    from: 'common/',
    not: ['src/', 'server/', 'admin/'],
    why: 'common/ is below the app, the console and the server',
  },
  {
    from: 'admin/',
    not: ['src/', 'server/'],
    why: 'the console shares with the app and the server only through common/',
  },
  {
    from: 'src/',
    not: ['admin/'],
    why: "the learners' app never loads the console",
  },
  {
    from: 'server/',
    not: ['admin/'],
    why: 'the server serves the console build, it does not import its code',
  },
  {
    from: 'src/pages/',
    not: ['src/services/http', 'src/services/api/'],
    why: 'pages call the API through stores, not the request layer',
  },
]

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports point down the layers' },
    schema: [],
  },
  create(context) {
    // ESLint runs from the repository's root (npm scripts, editors open at it).
    const root = context.cwd
    const file = path.relative(root, context.filename).split(path.sep).join('/')
    const rules = LAYER_RULES.filter(({ from }) => file.startsWith(from))
    if (rules.length === 0) return {}
    const check = (node) => {
      const specifier = node?.value
      if (typeof specifier !== 'string') return
      const target = targetOf(root, context.filename, specifier)
      if (target === null) return
      for (const { not, why } of rules) {
        if (
          not.some((folder) => target === folder.replace(/\/$/, '') || target.startsWith(folder))
        ) {
          context.report({ node, message: `${specifier}: ${why}` })
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export const layersPlugin = { rules: { direction: rule } }
