/**
 * The shared spec text, for tests that check the contract against it. The app tsconfig (DOM, no
 * Node types) checks contract/ too, so node:fs is loaded through a specifier it does not resolve.
 */
interface NodeFs {
  readFileSync(path: URL, encoding: 'utf8'): string
}

export async function readSpec(): Promise<string> {
  const specifier: string = 'node:fs'
  const fs = (await import(/* @vite-ignore */ specifier)) as NodeFs
  return fs.readFileSync(new URL('../../../../shared/spec/business-verification-service.md', import.meta.url), 'utf8')
}
