import { DATABASE, INTRO, LIMITS, STUDY } from './doc-prose'
import { VARIABLE_GROUPS } from './groups'
import type { DeclaredGroup } from './variables'

/** Where the page is written, from the repository. */
export const CONFIGURATION_DOC = 'docs/configuration.md'

const GENERATED =
  '<!-- Generated from the variables the server declares (server/src/config/variables.ts) by `npm run docs:config`: edit the declarations or server/src/config/doc-prose.ts, not this page. -->'

/** A table cell: one line, its pipes escaped. */
function cell(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')
}

function table(group: DeclaredGroup): string {
  const rows = group
    .rows()
    .map((row) => [`\`${row.name}\``, row.default, row.range, row.meaning].map(cell).join(' | '))
  return [
    `## ${group.title}`,
    '',
    '| variable | default | range | meaning |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    `Declared in \`${group.source}\`.`,
    ...(group.notes ? ['', group.notes] : []),
  ].join('\n')
}

/** docs/configuration.md, from the declarations. */
export function renderConfigurationDoc(groups: readonly DeclaredGroup[] = VARIABLE_GROUPS): string {
  const sections = [
    `# Configuration\n\n${GENERATED}`,
    INTRO,
    ...groups.map(table),
    `## What counts as study\n\n${STUDY}`,
    `## Limits and policies\n\n${LIMITS}`,
    `## Migrations and the demo seed\n\n${DATABASE}`,
  ]
  return `${sections.join('\n\n')}\n`
}
