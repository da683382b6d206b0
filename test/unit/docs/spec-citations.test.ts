// Comments throughout the code cite the product specification as "spec §N"; docs/spec.md is
// the digest a reader follows them to. Every cited number must lead one of its headings
// (`## 4. …` for §4, `### 4.2 …` or `### 4.2. …` for §4.2).
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')
const SPEC_DIGEST = path.join(ROOT, 'docs/spec.md')
const SCANNED_FOLDERS = ['src', 'server', 'common', 'types', 'config', 'test', 'admin', 'bench']
const SCANNED_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.scss']
/** Installed packages and build output, wherever they sit. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', '.cache'])
const CITATION = /spec §\s?(\d+(?:\.\d+)*)/g

interface Citation {
  section: string
  where: string
}

function sourceFiles(folder: string): string[] {
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return [] // a folder this checkout does not have (admin/)
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full)
    return entry.isFile() && SCANNED_EXTENSIONS.includes(path.extname(entry.name)) ? [full] : []
  })
}

function citations(): Citation[] {
  const found: Citation[] = []
  for (const file of SCANNED_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const text = readFileSync(file, 'utf8')
    // Media samples share the .ts extension (MPEG transport streams): not source.
    if (text.includes('\u0000')) continue
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(CITATION)) {
        found.push({ section: match[1], where: `${path.relative(ROOT, file)}:${index + 1}` })
      }
    })
  }
  return found
}

/** The section numbers docs/spec.md has headings for: `## 4. States…` gives 4. */
function digestSections(): Set<string> {
  const sections = new Set<string>()
  for (const line of readFileSync(SPEC_DIGEST, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line)
    if (heading) sections.add(heading[1])
  }
  return sections
}

describe('citations of the spec (docs/spec.md)', () => {
  const found = citations()

  it('should find the code citing the spec, so that the check cannot pass on nothing', () => {
    expect(found.length).toBeGreaterThan(100)
  })

  it('should have a heading in docs/spec.md for every section the code cites', () => {
    const sections = digestSections()
    const unresolved = found
      .filter((citation) => !sections.has(citation.section))
      .map((citation) => `${citation.where}: spec §${citation.section}`)
    expect(unresolved).toEqual([])
  })

  it('should number the digest’s sections 1 to 9 as the spec does', () => {
    const sections = digestSections()
    for (let section = 1; section <= 9; section += 1) {
      expect(sections).toContain(String(section))
    }
  })
})
