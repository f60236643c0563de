// The import rules of ADR 0001 (docs/decisions/0001-layout-and-import-rules.md) as one ESLint rule. Every import specifier is resolved
// to a path (relative, `@/` = src, `@contract/` = contract) and checked against the area of the
// importing file:
//   contract/            imports only zod (and contract/ itself); its tests (*.test.ts, testing/)
//                        may also import test tooling and node: modules, never server/ or src/
//   server/proxy         never server/upstream; server/upstream never server/proxy; no src/
//   src/                 never server/; src/features/<f> never another feature;
//                        src/lib and src/components never features or app
//   e2e/                 never src/, server/ or contract/ (drives the app over HTTP and the browser)
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@contract/')) return path.join(root, 'contract', specifier.slice('@contract/'.length))
  if (specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier)
  return null // a package
}

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep)
  const isTest = /\.test\.tsx?$/.test(file) || rel.includes('testing')
  if (rel[0] === 'contract') return { area: 'contract', isTest }
  if (rel[0] === 'src' && rel[1] === 'features' && rel[2]) return { area: 'src', feature: rel[2], sub: 'features' }
  if (rel[0] === 'src') return { area: 'src', sub: rel[1] }
  if (rel[0] === 'server') return { area: 'server', sub: rel[1] }
  return { area: rel[0] }
}

function violation(from, specifier, target) {
  if (from.area === 'contract') {
    if (target) return target.area === 'contract' ? null : 'contract/ may import only zod and contract/ itself'
    if (from.isTest) return null
    return /^zod(\/|$)/.test(specifier) ? null : `contract/ may import only zod, not '${specifier}'`
  }
  if (!target) return null
  if (from.area === 'server') {
    if (target.area === 'src') return 'server code never imports the SPA (src/)'
    if (from.sub === 'proxy' && target.area === 'server' && target.sub === 'upstream')
      return 'server/proxy never imports server/upstream: talk to it over HTTP'
    if (from.sub === 'upstream' && target.area === 'server' && target.sub === 'proxy')
      return 'server/upstream never imports server/proxy'
  }
  if (from.area === 'src') {
    if (target.area === 'server') return 'src/ never imports server/'
    if (from.feature && target.feature && target.feature !== from.feature)
      return `features do not import other features ('${from.feature}' imports '${target.feature}'): compose them in a route`
    if (
      (from.sub === 'lib' || from.sub === 'components') &&
      target.area === 'src' &&
      (target.sub === 'features' || target.sub === 'app')
    ) {
      return `shared src/${from.sub} code never imports features or app`
    }
  }
  if (from.area === 'e2e' && ['src', 'server', 'contract'].includes(target.area))
    return 'e2e/ drives the app over HTTP and the browser only'
  return null
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the import rules of ADR 0001 (docs/decisions/0001-layout-and-import-rules.md)' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = areaOf(file)
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return
      const specifier = node.source.value
      const resolved = resolveSpecifier(specifier, file)
      const message = violation(from, specifier, resolved ? areaOf(resolved) : null)
      if (message) context.report({ node: node.source, message })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { 'import-boundaries': importBoundaries } }
