import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The folders of the code and which folders each imports at run time (relative imports and the
 * `@contract/*`, `@/*` aliases; type-only imports and tests left out), with the cycles among them.
 * A folder imports another when any of its files does.
 */
const aliases: Array<[string, string]> = [
  ['@contract/', 'contract/'],
  ['@/', 'src/'],
]
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path)
    return /\.tsx?$/.test(name) && !/\.(d|test)\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix))
  const base = alias ? join(alias[1], specifier.slice(alias[0].length)) : specifier.startsWith('.') ? join(dirname(from), specifier) : undefined
  if (base === undefined) return undefined
  if (/\.tsx?$/.test(base) && existsSync(join(root, base))) return base
  const found = extensions.map((ext) => base + ext).find((candidate) => existsSync(join(root, candidate)))
  return found
}

export function folderGraph(root: string, areas: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of areas.flatMap((area) => sourceFiles(root, area))) {
    const from = dirname(file)
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    const text = readFileSync(join(root, file), 'utf8')
    // Type-only imports do not run: they are left out, like tests (which import everything).
    for (const match of text.matchAll(/^(?!import type|export type)(?:import|export)\b[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/gm)) {
      const specifier = match[1] ?? match[2]
      const target = specifier ? resolveImport(root, file, specifier) : undefined
      if (target && dirname(target) !== from) edges.add(relative(root, resolve(root, dirname(target))))
    }
  }
  return graph
}

/** Every cycle of folders (strongly connected groups of two or more), each listed in sorted order. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    order.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0))
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member !== undefined) {
          onStack.delete(member)
          group.push(member)
        }
      } while (member !== undefined && member !== node)
      if (group.length > 1) cycles.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return cycles
}
