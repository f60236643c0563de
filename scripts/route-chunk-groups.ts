import { resolve } from 'node:path'
import type { CodeSplittingGroup } from 'rolldown'

/**
 * How the SPA's JavaScript is cut into files (ADR 0004, "Chunk groups"). Left to itself the bundler
 * makes one chunk for every set of pages that shares some modules: a signed-in page fetched 35–50
 * files of 1–3 KB over HTTP/1.1's six connections, a waterfall of round trips before its first
 * paint. These groups, derived from the import graph (no list of pages to keep up to date), make it
 * about a dozen; a module goes to the first group that claims it:
 * - `framework`: React (not React DOM, which is the entry's) and TanStack Query, beside the entry;
 * - `zod`, `react-aria`: each library whole, once two routes use it;
 * - `contract`: the contract's schemas, which response validators load beside a page's first requests;
 * - `first-pages`: what the sign-in page shares with any other page (sign-in needs all of it);
 * - `shell`: what the signed-in frame and the overview import (every signed-in page loads the frame);
 * - `data`: what the routes' data modules (`*-loader.ts`: queries, URL state) import, so that a
 *   loader never waits for a page's widgets;
 * - `ui`: shared building blocks (components/ui, lib) that need no widget library;
 * - `forms`: what the hosted questionnaire form shares with a dashboard page (the form needs all of it);
 * - `pages`: what two or more dashboard pages share and needs no widget library;
 * - `widgets`: the rest two or more dashboard pages share (react-aria's pickers, tabs, dialogs).
 * Route modules stay their own chunks (the router's lazy imports) and a module one page alone uses
 * stays in that page's chunk. The entry's own modules are never claimed but the framework's (the
 * bundler would otherwise give React, its JSX runtime and each of TanStack Query's hooks a file of
 * 1–4 KB each).
 */
const root = resolve(import.meta.dirname, '..')
const source = (path: string) => resolve(root, path)

const ENTRY = source('src/main.tsx')
const ROUTER = source('src/app/router.tsx')
const SIGN_IN = source('src/app/routes/sign-in/sign-in-page.tsx')
const SHELL = [
  'src/app/layouts/app-shell.tsx',
  'src/app/layouts/app-shell-loader.ts',
  'src/app/routes/overview/overview-page.tsx',
  'src/app/routes/overview/overview-loader.ts',
].map(source)
const PUBLIC_FORM = source('src/app/routes/public/questionnaire-form-page.tsx')
const CONTRACT = source('contract') + '/'
const LOADER = /-loader\.ts$/
const BUILDING_BLOCKS = [source('src/components/ui') + '/', source('src/lib') + '/']

const FRAMEWORK = /[\\/]node_modules[\\/](?:react|@tanstack[\\/](?:react-query|query-core))[\\/]/
const REACT_ARIA =
  /[\\/]node_modules[\\/](?:react-aria|react-stately|react-aria-components|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/
const LIBRARIES = [
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  ['react-aria', REACT_ARIA],
] as const

type GroupName =
  | 'framework'
  | (typeof LIBRARIES)[number][0]
  | 'contract'
  | 'first-pages'
  | 'shell'
  | 'data'
  | 'ui'
  | 'forms'
  | 'pages'
  | 'widgets'
type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null

/** Modules reachable from `starts` through static imports (and dynamic ones too when `dynamic`). */
function reachable(starts: readonly string[], info: ModuleInfoOf, dynamic = false): Set<string> {
  const seen = new Set<string>()
  const pending = [...starts]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(info(id)?.importedIds ?? []), ...(dynamic ? (info(id)?.dynamicallyImportedIds ?? []) : []))
  }
  return seen
}

function groupsOf(info: ModuleInfoOf): Map<string, GroupName> {
  const lazyModules = info(ROUTER)?.dynamicallyImportedIds ?? []
  // A route's data module (`*-loader.ts`) loads beside its page; the pages are the other lazy modules.
  const loaders = lazyModules.filter((id) => LOADER.test(id))
  const routes = lazyModules.filter((id) => !LOADER.test(id))
  const dashboardPages = routes.filter((id) => id !== SIGN_IN && id !== PUBLIC_FORM && !SHELL.includes(id))
  const closures = new Map(routes.map((id) => [id, reachable([id], info)]))
  const usersOf = (id: string, among: readonly string[]) => among.filter((route) => closures.get(route)?.has(id)).length
  const entry = reachable([ENTRY], info)
  const routeModules = new Set(routes.flatMap((route) => [...closures.get(route)!]))
  const groups = new Map<string, GroupName>()
  const claim = (name: GroupName, candidates: Iterable<string>, claims: (id: string) => boolean) => {
    for (const id of candidates)
      if (!entry.has(id) && !lazyModules.includes(id) && !groups.has(id) && claims(id)) groups.set(id, name)
  }
  /** Modules that need react-aria (import it, or a module that does): a page without widgets must not wait for it. */
  const needsReactAria = new Set(
    [...routeModules].filter((id) => [...reachable([id], info)].some((dep) => REACT_ARIA.test(dep))),
  )
  const light = (candidates: Iterable<string>) => [...candidates].filter((id) => !needsReactAria.has(id))
  /** The candidates that import nothing beyond the entry, the groups so far and each other. */
  const selfContained = (candidates: Iterable<string>) => {
    const kept = new Set([...candidates].filter((id) => !entry.has(id) && !groups.has(id)))
    const within = (dep: string) => entry.has(dep) || groups.has(dep) || kept.has(dep)
    for (let changed = true; changed;) {
      changed = false
      for (const id of kept) if (!(info(id)?.importedIds ?? []).every(within)) changed = kept.delete(id)
    }
    return kept
  }
  const sharedByPages = (id: string) => usersOf(id, dashboardPages) >= 2
  const sharedWithForm = (id: string) => closures.get(PUBLIC_FORM)!.has(id) && usersOf(id, dashboardPages) >= 1

  for (const id of [...entry, ...routeModules]) if (FRAMEWORK.test(id)) groups.set(id, 'framework')
  for (const [name, library] of LIBRARIES)
    claim(name, routeModules, (id) => library.test(id) && usersOf(id, routes) >= 2)
  claim('contract', reachable([ENTRY], info, true), (id) => id.startsWith(CONTRACT))
  claim('first-pages', closures.get(SIGN_IN) ?? [], (id) => usersOf(id, routes) >= 2)
  claim('shell', reachable(SHELL, info), () => true)
  claim('data', reachable(loaders, info), () => true)
  claim(
    'ui',
    selfContained(
      light(
        [...routeModules].filter((id) => BUILDING_BLOCKS.some((dir) => id.startsWith(dir)) && usersOf(id, routes) >= 2),
      ),
    ),
    () => true,
  )
  claim('forms', light(routeModules), sharedWithForm)
  claim('pages', light([...routeModules].filter(sharedByPages)), () => true)
  claim('widgets', routeModules, (id) => sharedByPages(id) || sharedWithForm(id))
  return groups
}

export function routeChunkGroups(): CodeSplittingGroup[] {
  let groups: Map<string, GroupName> | undefined
  return [
    {
      debugName: 'route-chunk-groups',
      // Only the modules claimed: pulling in their dependencies too would move the entry's into a group.
      includeDependenciesRecursively: false,
      name: (id, context) => {
        groups ??= groupsOf((moduleId) => context.getModuleInfo(moduleId))
        return groups.get(id) ?? null
      },
    },
  ]
}
