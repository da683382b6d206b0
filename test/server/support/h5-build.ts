import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A folder that looks like an H5 build: index.html, a page's chunks and a hashed script. */
export function fakeH5Build(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-h5-'))
  mkdirSync(path.join(dir, 'js'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html><head><title>会计网校</title></head><body><div id="app"></div></body></html>',
  )
  writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({ 'pages/home/index': ['css/home.0123abcd.css', 'js/home.0123abcd.js'] }),
  )
  writeFileSync(
    path.join(dir, 'js', 'app.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  )
  return dir
}
