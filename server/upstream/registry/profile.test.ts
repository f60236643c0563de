import { V1CompanyProfileSchema, V2CompanyInsightsSchema } from '@contract/registry'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OFFSHORE_CODES } from './country-specs'
import { fileIdOfFiling } from './profile-filings'
import type { OwnershipNode, ProfileV1 } from './profile-types'
import { REFERENCE_DATE, yearsBetween } from './reference-date'
import { openRegistry } from './registry'
import { riskLevelOf, verificationStatusOf } from './risk'
import { openTestDatabase, upstreamEngines } from '../test-support/engines'

describe.each(upstreamEngines)('company profiles on %s', (engine) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let registry: ReturnType<typeof openRegistry>
  let profiles: ProfileV1[]

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    registry = openRegistry({ store: database.registryStore })
    await registry.ensureDataset({ size: 3000 })
    // Every 13th company: a spread over countries, statuses and traits.
    const ids = await database.db
      .selectFrom('registry_company')
      .select('public_id')
      .where(sql<boolean>`seed_no % 13 = 0`)
      .orderBy('seed_no')
      .execute()
    profiles = await Promise.all(ids.map(async ({ public_id }) => (await registry.getProfileV1(public_id))!))
  })
  afterAll(() => database?.close())

  describe('company profile (version 1)', () => {
    it('has every field of spec §2.4 with its contract type', async () => {
      expect(profiles.length).toBeGreaterThan(200)
      for (const profile of profiles) {
        const parsed = V1CompanyProfileSchema.safeParse(profile)
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([])
      }
    })

    it('agrees with the search summary and leaves AML fields empty', async () => {
      for (const profile of profiles.slice(0, 50)) {
        const summary = (await registry.getSummary(profile._id))!
        expect([profile.name, profile.registration_number, profile.status, profile.risk_level]).toEqual([
          summary.name,
          summary.registration_number,
          summary.status,
          summary.risk_level,
        ])
        expect(profile.country_name).toBe(summary.country_name)
        expect([profile.company_aml_request_id, profile.company_aml_status]).toEqual([null, null])
        for (const person of [...profile.people_detail, ...profile.beneficial_owners_detail])
          expect([person.aml_request_id, person.aml_request_status]).toEqual([null, null])
      }
    })

    it('is expanded once, stored, and read back identical', async () => {
      const id = profiles[3]!._id
      const stored = await database.db
        .selectFrom('registry_profile')
        .innerJoin('registry_company', 'registry_company.id', 'registry_profile.company_id')
        .select('registry_profile.company_id')
        .where('registry_company.public_id', '=', id)
        .execute()
      expect(stored).toHaveLength(1)
      expect(await registry.getProfileV1(id)).toEqual(profiles[3])
      expect(await registry.getProfileV1('cmp_doesnotexist')).toBeNull()
    })

    it('derives risk level and verification status from its own data (risk.ts)', async () => {
      for (const profile of profiles) {
        const inputs = {
          status: profile.status ?? '',
          ageYears: yearsBetween(profile.registration_date ?? REFERENCE_DATE, REFERENCE_DATE),
          filings: profile.filings_detail.length,
          offshoreParent: profile.parent_companies.some(
            (p) =>
              p.jurisdiction_code !== profile.jurisdiction_code &&
              OFFSHORE_CODES.some((c) => c.toLowerCase() === p.jurisdiction_code),
          )
            ? 'offshore'
            : null,
          hasTaxNumber: profile.tax_number !== null,
          hasAddress: profile.addresses_detail.some((a) => a.type === 'registered_office'),
          officers: profile.people_detail.length,
        }
        expect(profile.risk_level).toBe(riskLevelOf(inputs))
        expect(profile.verification_status).toBe(verificationStatusOf(inputs))
      }
    })

    it('has ownership trees of 2 to 4 levels whose shares add up to at most 100 per node', async () => {
      const depths = new Set<number>()
      let ceased = 0
      const visit = (children: OwnershipNode[] | undefined, level: number): number => {
        if (!children || children.length === 0) return level - 1
        expect(children.reduce((sum, c) => sum + (c.percentage ?? 0), 0)).toBeLessThanOrEqual(100)
        ceased += children.filter((c) => !c.active).length
        return Math.max(...children.map((c) => visit(c.children, level + 1)))
      }
      for (const profile of profiles) {
        const levels = visit(profile.ownership_structure?.children, 2)
        if ((profile.ownership_structure?.children.length ?? 0) > 0) depths.add(levels)
        expect(levels).toBeLessThanOrEqual(4)
      }
      expect([...depths].sort()).toEqual([2, 3, 4])
      expect(ceased).toBeGreaterThan(0)
    })

    it('gives beneficial owners share ranges consistent with the ownership and voting tables', async () => {
      for (const profile of profiles) {
        const tree = profile.ownership_structure?.children ?? []
        expect(profile.ownership_shares_detail.map((s) => s.name)).toEqual(
          profile.beneficial_owners_detail.map((o) => o.name),
        )
        profile.beneficial_owners_detail.forEach((owner, i) => {
          const shares = owner.shares_detail!
          expect(profile.ownership_shares_detail[i]).toMatchObject({
            ownership_min_shares: shares.ownership_min_shares,
            ownership_max_shares: shares.ownership_max_shares,
          })
          expect(profile.voting_shares_detail[i]).toMatchObject({
            voting_min_shares: shares.voting_min_shares,
            voting_max_shares: shares.voting_max_shares,
          })
          const held = tree.find((node) => node.name === owner.name && node.active)?.percentage ?? -1
          expect(held).toBeGreaterThanOrEqual(shares.ownership_min_shares!)
          expect(held).toBeLessThanOrEqual(shares.ownership_max_shares!)
        })
      }
    })

    it('has 5 to 8 years of financials (fewer for young companies) whose readings match the insights', async () => {
      const withFinancials = profiles.filter((p) => (p.financial_detail?.financial_years.length ?? 0) > 0)
      expect(withFinancials.length).toBeGreaterThan(50)
      for (const profile of withFinancials) {
        const detail = profile.financial_detail!
        const years = detail.financial_years.map(Number)
        expect(years.length).toBeLessThanOrEqual(8)
        if (yearsBetween(profile.registration_date!, REFERENCE_DATE) >= 9 && profile.status === 'active')
          expect(years.length).toBeGreaterThanOrEqual(5)
        const series = new Map(detail.insights.flatMap((i) => i.figures).map((f) => [f.key_figure, f.data]))
        for (const reading of detail.key_figure_readings) {
          const data = series.get(reading.type)!
          expect(data.map((d) => d.year)).toEqual(years)
          expect(reading.data.current).toBe(data.at(-1)!.value)
          if (data.length > 1) expect(reading.data.last_year_value).toBe(data.at(-2)!.value)
          expect(reading.data.graph_up).toBe(reading.data.current! > reading.data.last_year_value!)
        }
      }
    })

    it('gives each filing a stable file id, a placeholder URL and consistent prices', async () => {
      const fileIds = new Set<string>()
      for (const profile of profiles) {
        for (const filing of profile.filings_detail) {
          const fileId = fileIdOfFiling(filing)!
          expect(filing.file_url).toBe(`/files/${fileId}`)
          expect(fileIds.has(fileId)).toBe(false)
          fileIds.add(fileId)
          expect(filing.price).toBeCloseTo(filing.price_without_service_charges! + filing.service_charges!)
        }
      }
      expect(fileIds.size).toBeGreaterThan(500)
    })
  })

  describe('version 2 insights', () => {
    it('maps every profile to the contract shape of spec §2.5', async () => {
      for (const profile of profiles) {
        const insights = registry.toV2Insights(profile, { kyb_response_id: 'kyr_1', kyb_request_id: 'kyq_1' })
        const parsed = V2CompanyInsightsSchema.safeParse(insights)
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([])
        expect(insights.documents_detail.map((d) => d.document_url)).toEqual(
          profile.filings_detail.map((f) => f.file_url),
        )
        expect(insights.country_code).toBe((await registry.getSummary(profile._id))!.country_code)
        for (const person of insights.people_detail) {
          expect(person).not.toHaveProperty('appointment_period')
          expect(person.aml_status).toBeNull()
        }
        for (const key of [
          'filings_detail',
          'country_name',
          'primary_source',
          'ownership_shares_detail',
          'voting_shares_detail',
          'working_on_files',
        ]) {
          expect(insights).not.toHaveProperty(key)
        }
      }
    })
  })
})
