#!/usr/bin/env node
// `npm run build:h5` / `build:weapp` / `build:admin`: the production build of the app, or of
// the school's console (app-build.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, buildConsole } from './app-build.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const target = process.argv[2] ?? 'h5'
process.exit(target === 'admin' ? buildConsole(ROOT) : buildApp(ROOT, target))
