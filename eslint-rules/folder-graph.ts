import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The folders (or files) of the code and which each imports (relative imports and the `@contract/*`,
 * `@/*` aliases; tests left out), with the cycles among them. A folder imports another when any of
 * its files does.
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
  const base = alias
    ? join(alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined
  if (base === undefined) return undefined
  if (/\.tsx?$/.test(base) && existsSync(join(root, base))) return base
  const found = extensions.map((ext) => base + ext).find((candidate) => existsSync(join(root, candidate)))
  return found
}

const runtimeImports =
  /^(?!import type|export type)(?:import|export)\b[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/gm
const everyImport = /^(?:import|export)\b[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/gm

/** The import graph of the areas' files, each file (or its folder, by `nodeOf`) a node. */
function importGraph(
  root: string,
  areas: readonly string[],
  nodeOf: (file: string) => string,
  imports: RegExp,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of areas.flatMap((area) => sourceFiles(root, area))) {
    const from = nodeOf(file)
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    const text = readFileSync(join(root, file), 'utf8')
    for (const match of text.matchAll(imports)) {
      const specifier = match[1] ?? match[2]
      const target = specifier ? resolveImport(root, file, specifier) : undefined
      if (target && nodeOf(target) !== from) edges.add(relative(root, resolve(root, nodeOf(target))))
    }
  }
  return graph
}

/** Between folders, by the imports that run (type-only imports do not; tests, which import everything, are left out). */
export function folderGraph(root: string, areas: readonly string[]): Map<string, Set<string>> {
  return importGraph(root, areas, dirname, runtimeImports)
}

/** Between files, by every import, type-only ones too: two modules that need each other are one module. */
export function fileGraph(root: string, areas: readonly string[]): Map<string, Set<string>> {
  return importGraph(root, areas, (file) => file, everyImport)
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
