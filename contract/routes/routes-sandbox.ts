import { defineRoute, type RouteDef } from '../route'
import { SandboxCertificateDocumentSchema, SandboxCertificateQuerySchema } from '../sandbox/certificate-documents'
import { SandboxCompanyBodySchema, SandboxCompanyResponseSchema } from '../sandbox/companies'
import {
  SandboxAddressDocumentQuerySchema,
  SandboxDocumentFileSchema,
  SandboxIdentityDocumentQuerySchema,
} from '../sandbox/identity-documents'
import {
  SandboxWatchlistDeleteResponseSchema,
  SandboxWatchlistEntryBodySchema,
  SandboxWatchlistEntryParamsSchema,
  SandboxWatchlistEntryResponseSchema,
} from '../sandbox/watchlist'

/**
 * Sandbox endpoints: served by the embedded upstream only (account key, enveloped and signed like
 * every response), never by a real vendor and never forwarded by the proxy. They let demos and
 * tests create what a real account would meet.
 */
export const sandboxCreateCompanyRoute = defineRoute({
  id: 'sandboxCreateCompany',
  method: 'POST',
  path: '/sandbox/companies',
  summary: 'Sandbox: create a registry company with exactly the officers and owners given',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'json',
  body: SandboxCompanyBodySchema,
  response: SandboxCompanyResponseSchema,
  enveloped: true,
})

export const sandboxAddWatchlistEntryRoute = defineRoute({
  id: 'sandboxAddWatchlistEntry',
  method: 'POST',
  path: '/sandbox/watchlist',
  summary: 'Sandbox: list an entry on the watchlist `sandbox` (re-screens monitored requests)',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'json',
  body: SandboxWatchlistEntryBodySchema,
  response: SandboxWatchlistEntryResponseSchema,
  enveloped: true,
})

export const sandboxDeleteWatchlistEntryRoute = defineRoute({
  id: 'sandboxDeleteWatchlistEntry',
  method: 'DELETE',
  path: '/sandbox/watchlist/{entry_id}',
  summary: 'Sandbox: delist an entry of the watchlist `sandbox` (re-screens monitored requests)',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'none',
  params: SandboxWatchlistEntryParamsSchema,
  response: SandboxWatchlistDeleteResponseSchema,
  enveloped: true,
})

export const sandboxCertificateDocumentRoute = defineRoute({
  id: 'sandboxCertificateDocument',
  method: 'GET',
  path: '/sandbox/documents/certificate',
  summary:
    'Sandbox: draw a certificate of incorporation (PNG, JPEG or PDF; clean or scanned) — the file itself, signed over its bytes',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'none',
  query: SandboxCertificateQuerySchema,
  response: SandboxCertificateDocumentSchema,
  enveloped: false,
})

export const sandboxIdentityDocumentRoute = defineRoute({
  id: 'sandboxIdentityDocument',
  method: 'GET',
  path: '/sandbox/documents/identity',
  summary:
    'Sandbox: draw a specimen passport, ID card or driving licence (valid or broken MRZ; PNG, JPEG or PDF) — the file itself, signed over its bytes',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'none',
  query: SandboxIdentityDocumentQuerySchema,
  response: SandboxDocumentFileSchema,
  enveloped: false,
})

export const sandboxAddressDocumentRoute = defineRoute({
  id: 'sandboxAddressDocument',
  method: 'GET',
  path: '/sandbox/documents/address',
  summary: 'Sandbox: draw a utility bill as proof of address (PNG or PDF) — the file itself, signed over its bytes',
  tag: 'sandbox',
  auth: 'account',
  bodyKind: 'none',
  query: SandboxAddressDocumentQuerySchema,
  response: SandboxDocumentFileSchema,
  enveloped: false,
})

export const sandboxRoutes: RouteDef[] = [
  sandboxCreateCompanyRoute,
  sandboxAddWatchlistEntryRoute,
  sandboxDeleteWatchlistEntryRoute,
  sandboxCertificateDocumentRoute,
  sandboxIdentityDocumentRoute,
  sandboxAddressDocumentRoute,
]
