import path from 'node:path'
import { createSwcRegister } from '@tarojs/helper'
import type * as ApiPathsModule from '../common/constants/api-paths'
import type * as RouteTableModule from '../common/constants/route-table'

type RouteTableModule = typeof RouteTableModule
type ApiPathsModule = typeof ApiPathsModule

// Taro compiles only config/ when it loads this configuration; the route table lives in
// common/constants (the app and the server read it too), so it is compiled here on the way in.
const constantsDir = path.resolve(__dirname, '..', 'common', 'constants')
createSwcRegister({ only: [(file: string) => file.startsWith(constantsDir)] })

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the register
const table: RouteTableModule = require('../common/constants/route-table')

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the register
const apiPaths: ApiPathsModule = require('../common/constants/api-paths')

export const { customRoutes } = table
export const { isApiPath } = apiPaths
