import type { ShouldRevalidateFunctionArgs } from 'react-router'

/** Switching a profile's tabs (`?tab=`) needs no new data. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
