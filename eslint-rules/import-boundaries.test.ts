import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'architecture/import-boundaries').map((m) => m.message)
}

describe('architecture import rules (lint)', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      "import { x } from '@/features/aml/api/aml-queries'\nexport const y = x\n",
      'src/features/registry/api/a.ts',
    )
    expect(errors).toEqual([
      expect.stringContaining("features do not import other features ('registry' imports 'aml')"),
    ])
  })

  it('allows a feature to import its own files, lib and contract', async () => {
    const code =
      "import { a } from '../utils/a'\nimport { b } from '@/lib/b'\nimport { c } from '@contract/c'\nexport const y = [a, b, c]\n"
    expect(await boundaryErrors(code, 'src/features/registry/api/a.ts')).toEqual([])
  })

  it('refuses src importing server code', async () => {
    const errors = await boundaryErrors(
      "import { a } from '../../server/shared/config'\nexport const y = a\n",
      'src/lib/a.ts',
    )
    expect(errors).toEqual(['src/ never imports server/'])
  })

  it('refuses contract importing anything but zod', async () => {
    expect(await boundaryErrors("import { z } from 'zod'\nexport const s = z.string()\n", 'contract/a.ts')).toEqual([])
    const errors = await boundaryErrors(
      "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n",
      'contract/a.ts',
    )
    expect(errors).toEqual(["contract/ may import only zod, not 'node:fs'"])
  })

  it('lets contract tests import test tooling but still not server code', async () => {
    expect(await boundaryErrors("import { it } from 'vitest'\nexport const t = it\n", 'contract/a.test.ts')).toEqual([])
    expect(
      await boundaryErrors("import { a } from '../server/shared/config'\nexport const t = a\n", 'contract/a.test.ts'),
    ).toEqual(['contract/ may import only zod and contract/ itself'])
  })

  it('refuses proxy and upstream importing each other', async () => {
    expect(
      await boundaryErrors("import { a } from '../upstream/app'\nexport const y = a\n", 'server/proxy/x.ts'),
    ).toEqual(['server/proxy never imports server/upstream: talk to it over HTTP'])
    expect(
      await boundaryErrors("import { a } from '../../proxy/app'\nexport const y = a\n", 'server/upstream/routes/x.ts'),
    ).toEqual(['server/upstream never imports server/proxy'])
    expect(
      await boundaryErrors("import { a } from '../shared/config'\nexport const y = a\n", 'server/proxy/x.ts'),
    ).toEqual([])
  })
})
