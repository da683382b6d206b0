/**
 * `npm run docs:config`: writes docs/configuration.md from the variables the server declares
 * (server/src/config/variables.ts and each group's file). `-- --check` writes nothing and exits
 * 1 when the page is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONFIGURATION_DOC, renderConfigurationDoc } from '../src/config/doc'

const file = path.resolve(__dirname, '..', '..', CONFIGURATION_DOC)
const page = renderConfigurationDoc()
const current = (() => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
})()

if (process.argv.includes('--check')) {
  if (current !== page) {
    console.error(`${CONFIGURATION_DOC} is stale: run npm run docs:config`)
    process.exit(1)
  }
  console.log(`${CONFIGURATION_DOC} is up to date.`)
} else if (current === page) {
  console.log(`${CONFIGURATION_DOC} is up to date.`)
} else {
  writeFileSync(file, page)
  console.log(`Wrote ${CONFIGURATION_DOC}.`)
}
