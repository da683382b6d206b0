import path from 'node:path'
import { createSwcRegister } from '@tarojs/helper'
import type * as ApiPathsModule from '../src/constants/api-paths'
import type * as RouteTableModule from '../src/constants/route-table'

type RouteTableModule = typeof RouteTableModule
type ApiPathsModule = typeof ApiPathsModule

// Taro compiles only config/ when it loads this configuration; the route table lives in
// src/constants (the app reads it too), so it is compiled here on the way in.
const constantsDir = path.resolve(__dirname, '..', 'src', 'constants')
createSwcRegister({ only: [(file: string) => file.startsWith(constantsDir)] })

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the register
const table: RouteTableModule = require('../src/constants/route-table')

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the register
const apiPaths: ApiPathsModule = require('../src/constants/api-paths')

export const { customRoutes } = table
export const { isApiPath } = apiPaths
