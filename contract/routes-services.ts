import type { RouteDef } from './route'

/** Routes of AML, ongoing AML, questionnaires, OCR and KYC (filled in by the services contract work). */
export const serviceRoutes: RouteDef[] = []
