import type { QueryClient } from '@tanstack/react-query'

function Placeholder() {
  return <h1 className="text-2xl font-semibold">Coming</h1>
}

export function route(_queryClient: QueryClient) {
  return { Component: Placeholder }
}
