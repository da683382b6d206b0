import path from 'node:path'
import { createSwcRegister } from '@tarojs/helper'

// Taro compiles only config/ when it loads this configuration; the route table lives in
// src/constants (the app reads it too), so it is compiled here on the way in.
const constantsDir = path.resolve(__dirname, '..', 'src', 'constants')
createSwcRegister({ only: [(file: string) => file.startsWith(constantsDir)] })

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the register
const table = require('../src/constants/route-table') as typeof import('../src/constants/route-table')

export const { customRoutes } = table
