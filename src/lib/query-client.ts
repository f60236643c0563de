import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { invalidates?: QueryKey[] }
  }
}

/**
 * One QueryClient per app (and per test). Mutations declare what they invalidate in
 * `meta.invalidates`; this one MutationCache handler does the invalidating.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      },
    }),
  })
  return queryClient
}

function isClientError(error: unknown) {
  const status = (error as { status?: number } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
