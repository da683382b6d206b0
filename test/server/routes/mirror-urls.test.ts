import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROUTES_DIR = path.resolve(__dirname, '../../../server/src/routes')
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'])

/** Every route file, by its path under routes/ without `.ts` (index.ts only lists them). */
function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name.endsWith('.ts') ? [path.relative(ROUTES_DIR, full).slice(0, -3)] : []
  })
}

function parseFile(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

const parse = (file: string) => parseFile(path.join(ROUTES_DIR, `${file}.ts`))

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

/** The path aliases of tsconfig.base.json that route files use. */
const ALIASES: [string, string][] = [
  ['@common/', path.resolve(__dirname, '../../../common')],
  ['@server/', path.resolve(__dirname, '../../../server/src')],
]

/** The file (without its extension) an import declaration names. */
function importedFile(statement: ts.ImportDeclaration, source: ts.SourceFile): string {
  const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
  if (alias) return path.join(alias[1], specifier.slice(alias[0].length))
  return path.resolve(path.dirname(source.fileName), specifier)
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
    return constantIn(parseFile(`${importedFile(statement, source)}.ts`), name)
  }
  return null
}

/** The URL of each app.get/post/... call (its first argument), null where it is not a string. */
function registeredUrls(source: ts.SourceFile): (string | null)[] {
  const urls: (string | null)[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'app' &&
      HTTP_METHODS.has(node.expression.name.text)
    ) {
      urls.push(urlOf(node.arguments[0], source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return urls
}

const FILES = routeFiles().filter((file) => file !== 'index')

describe('route files mirror the URLs they serve', () => {
  it.each(FILES)('routes/%s.ts registers routes under its own path', (file) => {
    const urls = registeredUrls(parse(file))
    expect(urls.length).toBeGreaterThan(0)
    const prefix = `/${file.split(path.sep).join('/')}`.toLowerCase()
    for (const url of urls) {
      expect(url).not.toBeNull()
      const lower = (url as string).toLowerCase()
      expect({ url, mirrored: lower === prefix || lower.startsWith(`${prefix}/`) }).toEqual({
        url,
        mirrored: true,
      })
    }
  })

  it('has routes/index.ts import every route file', () => {
    const imported = parse('index')
      .statements.filter(ts.isImportDeclaration)
      .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
      .filter((specifier) => specifier.startsWith('./'))
      .map((specifier) => specifier.slice(2))
    expect(imported.sort()).toEqual(FILES.map((file) => file.split(path.sep).join('/')).sort())
  })
})
