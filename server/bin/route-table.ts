// The routes as their files declare them, read from the sources without running them: each
// app.get/post/... call's method, URL and declared access, and the file it is in. The routes
// page of the docs (routes-doc.ts) and the route-file tests read it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { resolveAlias } from '../../config/path-aliases.cjs'
import { ROUTES_DIR, routeFiles } from '../src/plugins/app/routes'

export { ROUTES_DIR, routeFiles }

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

export interface RouteRow {
  method: string
  /** The URL as registered; null where it is not a string the sources name. */
  url: string | null
  /** The file under routes/, e.g. `bank/papers.ts`. */
  file: string
  /** The declared `config.access`, null when it is missing or not a literal. */
  access: string | null
}

function parseFile(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

/** The text of a string constant declared in a file (`const NAME = '...'`), if any. */
function constantIn(source: ts.SourceFile, name: string): string | null {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer &&
        ts.isStringLiteralLike(declaration.initializer)
      ) {
        return declaration.initializer.text
      }
    }
  }
  return null
}

/** A URL given as a literal, or as a string constant of the file or of a file it imports. */
function urlOf(argument: ts.Expression | undefined, source: ts.SourceFile): string | null {
  if (!argument) return null
  if (ts.isStringLiteralLike(argument)) return argument.text
  if (!ts.isIdentifier(argument)) return null
  const name = argument.text
  const local = constantIn(source, name)
  if (local !== null) return local
  for (const statement of source.statements.filter(ts.isImportDeclaration)) {
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    if (!bindings.elements.some((element) => element.name.text === name)) continue
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    const file = resolveAlias(specifier) ?? path.resolve(path.dirname(source.fileName), specifier)
    return constantIn(parseFile(`${file}.ts`), name)
  }
  return null
}

/** The literal `access` of a route's options object (`{ config: { access: '…' } }`). */
function accessOf(options: ts.Expression | undefined): string | null {
  if (!options || !ts.isObjectLiteralExpression(options)) return null
  const config = options.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'config',
  )
  if (!config || !ts.isPropertyAssignment(config)) return null
  if (!ts.isObjectLiteralExpression(config.initializer)) return null
  const access = config.initializer.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'access',
  )
  if (!access || !ts.isPropertyAssignment(access)) return null
  if (ts.isStringLiteralLike(access.initializer)) return access.initializer.text
  return staffAccessOf(access.initializer)
}

/** `{ staff: ['admin', 'content'] }` as `staff: admin, content`. */
function staffAccessOf(value: ts.Expression): string | null {
  if (!ts.isObjectLiteralExpression(value)) return null
  const staff = value.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'staff',
  )
  if (!staff || !ts.isPropertyAssignment(staff)) return null
  if (!ts.isArrayLiteralExpression(staff.initializer)) return null
  const roles = staff.initializer.elements.map((role) =>
    ts.isStringLiteralLike(role) ? role.text : null,
  )
  return roles.length > 0 && roles.every(Boolean) ? `staff: ${roles.join(', ')}` : null
}

/** The routes one file registers (`app.<method>(url, options, handler)`). */
export function routesOf(file: string): RouteRow[] {
  const source = parseFile(file)
  const rows: RouteRow[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'app' &&
      HTTP_METHODS.has(node.expression.name.text)
    ) {
      rows.push({
        method: node.expression.name.text.toUpperCase(),
        url: urlOf(node.arguments[0], source),
        file: path.relative(ROUTES_DIR, file).split(path.sep).join('/'),
        access: node.arguments.length === 3 ? accessOf(node.arguments[1]) : null,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return rows
}

/** Every route of every file, by URL then method. */
export function routeTable(): RouteRow[] {
  return routeFiles()
    .flatMap(routesOf)
    .sort(
      (a, b) =>
        (a.url ?? '').toLowerCase().localeCompare((b.url ?? '').toLowerCase()) ||
        a.method.localeCompare(b.method),
    )
}

/** The routes page of the docs: URL → file → access, grouped by domain folder. */
export function routesPage(rows: RouteRow[] = routeTable()): string {
  const domains = [...new Set(rows.map((row) => row.file.split('/')[0]))].sort()
  const lines = [
    '# Routes',
    '',
    '<!-- Generated by `npm run docs:routes` (server/bin/routes-doc.ts) from the route files;',
    '     a test fails when it is stale. -->',
    '',
    'Every URL the API serves, the file under `server/src/routes/` that serves it, and who may',
    'call it (`config.access`): `public` anyone, one answer for all; `optional` anyone, a',
    "learner's answer their own; `learner` a logged-in learner, a visitor gets 401",
    "您尚未登录，请登录！; `staff: roles` the console's staff of those roles (an admin always),",
    '401 without a console session, 403 for another role. The folders group the files by',
    'domain and add nothing to the URLs.',
    `${rows.length} routes in ${new Set(rows.map((row) => row.file)).size} files.`,
  ]
  for (const domain of domains) {
    lines.push(
      '',
      `## ${domain}`,
      '',
      '| Method | URL | File | Access |',
      '| --- | --- | --- | --- |',
    )
    for (const row of rows.filter((candidate) => candidate.file.startsWith(`${domain}/`))) {
      lines.push(`| ${row.method} | \`${row.url}\` | ${row.file} | ${row.access} |`)
    }
  }
  return `${lines.join('\n')}\n`
}
