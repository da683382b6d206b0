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

/** A folder that looks like the console's build (Vite): index.html and a hashed asset. */
export function fakeConsoleBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-console-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>管理后台</title></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'assets', 'index-AbC_12-x.js'), 'console.log("console")')
  writeFileSync(path.join(dir, '.source-stamp'), 'stamp\n')
  return dir
}
