import path from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { APP_TYPE_ONLY_IMPORTS, layersPlugin } from '../../../config/eslint-layers.mjs'

const ROOT = path.resolve(__dirname, '..', '..', '..')

/** The layer rule's messages for `code` written in `file` (a path from the repository). */
function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT })
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { layers: layersPlugin },
          rules: { 'layers/direction': 'error' },
        },
      ],
      { filename: path.join(ROOT, file) },
    )
    .map((problem) => problem.message)
}

describe('imports point down the layers (lint)', () => {
  it('refuses the server importing the app, by a relative path or an alias', () => {
    expect(
      problems('server/src/services/x.ts', "import { a } from '../../../src/utils/a'"),
    ).toEqual(['../../../src/utils/a: the server may not import the app: share through common/'])
    expect(problems('server/src/routes/x.ts', "export { a } from '@/stores/a'")).toHaveLength(1)
    expect(problems('server/bin/x.ts', "import { buildApp } from '../src/app'")).toEqual([])
  })

  it('refuses the app importing the server, and common/ importing either', () => {
    expect(problems('src/stores/x.ts', "import '../../server/src/app'")).toHaveLength(1)
    expect(problems('src/stores/x.ts', "import { now } from '@server/time'")).toHaveLength(1)
    expect(problems('common/rules/x.ts', "import { b } from '@/utils/b'")).toHaveLength(1)
    expect(problems('common/rules/x.ts', "const m = import('../../server/src/time')")).toHaveLength(
      1,
    )
    expect(problems('common/rules/x.ts', "import { c } from '../constants/c'")).toEqual([])
  })

  it('keeps the console apart: it shares only common/, and nothing imports it', () => {
    expect(problems('admin/src/pages/x.tsx', "import { a } from '@/stores/a'")).toEqual([
      '@/stores/a: the console shares with the app and the server only through common/',
    ])
    expect(problems('admin/src/x.ts', "import '../../server/src/app'")).toHaveLength(1)
    expect(
      problems('admin/src/x.ts', "import { STAFF_ROLES } from '@common/constants/staff'"),
    ).toEqual([])
    expect(problems('src/pages/x.tsx', "import '../../admin/src/menu'")).toEqual([
      "../../admin/src/menu: the learners' app never loads the console",
    ])
    expect(problems('server/src/x.ts', "import '../../admin/src/menu'")).toHaveLength(1)
    expect(problems('common/rules/x.ts', "import '../../admin/src/menu'")).toHaveLength(1)
  })

  it('refuses a page calling the request layer; stores and components may', () => {
    expect(problems('src/pages/course/index.tsx', "import { get } from '@/services/http'")).toEqual(
      ['@/services/http: pages call the API through stores, not the request layer'],
    )
    expect(
      problems('src/pages/course/index.tsx', "import { x } from '../../services/api/course'"),
    ).toHaveLength(1)
    expect(problems('src/stores/course.ts', "import { get } from '@/services/http'")).toEqual([])
    expect(problems('server/src/app.ts', "import { compile } from 'path-to-regexp'")).toEqual([])
  })
})

/** The contracts rule's messages for `code` in an app file. */
function appImportProblems(code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT })
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { '@typescript-eslint': tseslint.plugin as never },
          rules: { '@typescript-eslint/no-restricted-imports': ['error', APP_TYPE_ONLY_IMPORTS] },
        },
      ],
      { filename: path.join(ROOT, 'src/stores/x.ts') },
    )
    .map((problem) => problem.message)
}

describe('the app takes contracts as types only (lint)', () => {
  it('refuses a value import of a schema or of TypeBox, allows type imports', () => {
    expect(appImportProblems("import { UserInfoSchema } from '@common/contracts/user'")).toEqual([
      "'@common/contracts/user' import is restricted from being used by a pattern. the app imports contracts as types only (import type): no schema in its bundle",
    ])
    expect(appImportProblems("import { Type } from 'typebox'")).toHaveLength(1)
    expect(appImportProblems("import type { UserInfo } from '@common/contracts/user'")).toEqual([])
    expect(
      appImportProblems("import { type UserInfo } from '../../common/contracts/user'"),
    ).toEqual([])
  })
})
