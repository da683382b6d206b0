#!/usr/bin/env node
// `npm run build:h5` / `npm run build:weapp`: the production build of the app (app-build.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app-build.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
process.exit(buildApp(ROOT, process.argv[2] ?? 'h5'))
