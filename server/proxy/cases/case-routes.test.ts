import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditPage } from '@contract/bff/audit'
import type { CaseCounts, CaseDetail, CaseListResponse, NotificationList, QueueSettings } from '@contract/bff/cases'
import type { LiveEvent } from '@contract/bff/live-events'
import { saveSummary } from '../aml/aml-review-store'
import { recordRequest } from '../request-index/request-index-store'
import { buildSignedInProxy, createSignedInUser, csrf, type TestProxy } from '../test-support/proxy-harness'
import { proxyDbEngines } from '../test-support/proxy-db-engines'
import { pollUntil } from '../../test-support/poll-until'

let app: TestProxy
let admin: string
let events: LiveEvent[]

const seedAml = (id: string, match = 'potential match') =>
  recordRequest(app.proxyDb.db, {
    kind: 'company_aml',
    upstream_id: id,
    route_id: 'performCompanyAml',
    user: null,
    search_text: `Company ${id}`,
    status: 'resolved',
    detail: { match_status: match },
  })
const seedKyc = (id: string) =>
  recordRequest(app.proxyDb.db, {
    kind: 'kyc',
    upstream_id: id,
    route_id: 'kycSubmit',
    status: 'verification.declined',
    search_text: 'Erica Mustermann',
    detail: { declined_codes: ['SPDR07'] },
  })
const seedSubmission = (id: string) =>
  recordRequest(app.proxyDb.db, {
    kind: 'questionnaire_submission',
    upstream_id: id,
    route_id: 'callback',
    status: 'completed',
  })

async function get<T>(cookie: string, url: string) {
  const res = await app.inject({ url, headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}
const post = (cookie: string, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url, headers: { ...csrf, cookie }, payload })

const caseOf = async (cookie: string, subject: string, query = '') =>
  (await get<CaseListResponse>(cookie, `/bff/cases?${query}`)).items.find((c) => c.subject_id === subject)

describe.each(proxyDbEngines)('the inbox of cases on %s', (engine) => {
  beforeEach(async () => {
    ;({ app, admin } = await buildSignedInProxy({}, engine))
    events = []
    app.eventBus.subscribe(({ event }) => events.push(event))
  })
  afterEach(() => app.close())

  it('opens a case for what waits by the queues’ rules, shows each role its types, and closes it when decided', async () => {
    await seedAml('aml_open')
    await seedAml('aml_clear', 'no match')
    await seedKyc('kyc_1')
    await seedSubmission('q_1')
    const analyst = await createSignedInUser(app, admin, 'analyst')
    const manager = await createSignedInUser(app, admin, 'compliance_manager')

    const all = await get<CaseListResponse>(admin, '/bff/cases')
    expect(all.items.map((c) => [c.type, c.subject_id]).sort()).toEqual([
      ['aml', 'aml_open'],
      ['kyc', 'kyc_1'],
      ['questionnaire', 'q_1'],
    ])
    expect((await get<CaseListResponse>(analyst.cookie, '/bff/cases')).items.map((c) => c.type)).toEqual(['aml'])
    expect((await get<CaseListResponse>(manager.cookie, '/bff/cases')).items.map((c) => c.type).sort()).toEqual([
      'aml',
      'kyc',
    ])

    // The KYC decision closes the case with the review state; the questionnaire decision closes its case.
    const kycDecision = await post(manager.cookie, '/bff/kyc/cases/kyc_1/decisions', {
      action: 'confirm_decline',
      note: 'Name differs.',
    })
    expect(kycDecision.statusCode, kycDecision.body).toBe(201)
    const sentBack = await post(admin, '/bff/questionnaires/submissions/q_1/decisions', {
      action: 'send_back',
      note: 'The certificate is unreadable.',
    })
    expect(sentBack.statusCode, sentBack.body).toBe(201)
    await saveSummary(app.proxyDb.db, 'aml_open', 'cleared', [])

    expect((await get<CaseListResponse>(admin, '/bff/cases')).items).toEqual([])
    const closed = await get<CaseListResponse>(admin, '/bff/cases?state=closed')
    expect(closed.items.map((c) => [c.subject_id, c.resolution]).sort()).toEqual([
      ['aml_open', 'cleared'],
      ['kyc_1', 'decline_confirmed'],
      ['q_1', 'send_back'],
    ])
    const timeline = await get<CaseDetail>(admin, `/bff/cases/${closed.items[0]?.id}`)
    expect(timeline.timeline.map((e) => e.kind)).toEqual(['opened', 'closed'])
  })

  it('reopens the same case when its subject waits again, and keeps its history', async () => {
    await seedAml('aml_again')
    const first = await caseOf(admin, 'aml_again')
    await saveSummary(app.proxyDb.db, 'aml_again', 'cleared', [])
    expect(await caseOf(admin, 'aml_again')).toBeUndefined()
    await saveSummary(app.proxyDb.db, 'aml_again', 'open', [])
    const again = await caseOf(admin, 'aml_again')
    expect(again?.id).toBe(first?.id)
    const detail = await get<CaseDetail>(admin, `/bff/cases/${again?.id}`)
    expect(detail.timeline.map((e) => [e.kind, e.text])).toEqual([
      ['opened', null],
      ['closed', 'cleared'],
      ['reopened', null],
    ])
  })

  it('closes and opens cases as soon as another domain announces a change, without anyone reading the inbox', async () => {
    await seedSubmission('q_live')
    await get(admin, '/bff/cases')
    await post(admin, '/bff/questionnaires/submissions/q_live/decisions', { action: 'accept', note: 'Complete.' })
    // The decision's own event reaches the sync; the inbox's event follows it (through PostgreSQL's NOTIFY on that engine).
    const state = await pollUntil(
      async () =>
        (
          await app.proxyDb.db
            .selectFrom('case_record')
            .select('state')
            .where('subject_id', '=', 'q_live')
            .executeTakeFirst()
        )?.state,
      (value) =>
        value === 'closed' && events.some((event) => event.type === 'case.updated' && event.keys[0]?.[0] === 'cases'),
      5000,
    )
    expect(state).toBe('closed')
  })

  it('assigns to me, to a colleague (managers only), notifies, comments with @mentions, and audits each', async () => {
    await seedKyc('kyc_a')
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    const colleague = await createSignedInUser(app, admin, 'compliance_manager')
    const analyst = await createSignedInUser(app, admin, 'analyst')
    const kase = await caseOf(manager.cookie, 'kyc_a')
    if (!kase) throw new Error('no case')

    const claimed = await post(manager.cookie, `/bff/cases/${kase.id}/claim`, {})
    expect(claimed.statusCode, claimed.body).toBe(200)
    expect((claimed.json() as CaseDetail).case.assignee_email).toBe(manager.email)
    expect((await get<CaseCounts>(manager.cookie, '/bff/cases/counts')).mine).toBe(1)

    // An analyst may not assign, nor see a KYC case.
    expect(
      (await post(analyst.cookie, `/bff/cases/${kase.id}/assignment`, { assignee_id: manager.id })).statusCode,
    ).toBe(403)
    expect((await app.inject({ url: `/bff/cases/${kase.id}`, headers: { cookie: analyst.cookie } })).statusCode).toBe(
      404,
    )
    // Nobody gets a case of a type their role does not work.
    const toAnalyst = await post(manager.cookie, `/bff/cases/${kase.id}/assignment`, { assignee_id: analyst.id })
    expect(toAnalyst.statusCode).toBe(400)
    expect(toAnalyst.body).toContain('assignee_id')

    const given = await post(manager.cookie, `/bff/cases/${kase.id}/assignment`, { assignee_id: colleague.id })
    expect(given.statusCode, given.body).toBe(200)
    const note = await post(manager.cookie, `/bff/cases/${kase.id}/comments`, {
      text: `Please check the MRZ, @${colleague.email} (and @${analyst.email}, who cannot see it).`,
    })
    expect(note.statusCode, note.body).toBe(201)
    const detail = note.json() as CaseDetail
    expect(detail.case.comments).toBe(1)
    expect(detail.timeline.map((e) => [e.kind, e.actor_email, e.assignee_email])).toEqual([
      ['opened', null, null],
      ['assigned', manager.email, manager.email],
      ['assigned', manager.email, colleague.email],
      ['commented', manager.email, null],
    ])

    const bell = await get<NotificationList>(colleague.cookie, '/bff/notifications')
    expect(bell.unread).toBe(2)
    expect(bell.items.map((n) => [n.kind, n.actor_email, n.case_type])).toEqual([
      ['mentioned', manager.email, 'kyc'],
      ['assigned', manager.email, 'kyc'],
    ])
    expect((await get<NotificationList>(analyst.cookie, '/bff/notifications')).unread).toBe(0)
    const read = await post(colleague.cookie, '/bff/notifications/read', {})
    expect((read.json() as NotificationList).unread).toBe(0)
    expect(events.some((event) => event.type === 'case.notified')).toBe(true)

    const audit = await get<AuditPage>(admin, '/bff/audit?action=case&page_size=50')
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual(['case.assign', 'case.assign', 'case.comment'])
  })

  it('gives due dates from the SLA admins set, lists overdue cases, and assigns new ones round-robin', async () => {
    const first = await createSignedInUser(app, admin, 'analyst')
    const second = await createSignedInUser(app, admin, 'compliance_manager')
    await seedAml('aml_old')
    await get(admin, '/bff/cases')
    // An analyst may not set a queue; an SLA of 1 minute makes the open case due a minute after it opened.
    expect(
      (await post(first.cookie, '/bff/cases/queues/aml', { sla_minutes: 1, auto_assign: false, members: [] }, 'PUT'))
        .statusCode,
    ).toBe(403)
    const set = await post(
      admin,
      '/bff/cases/queues/aml',
      { sla_minutes: 1, auto_assign: true, members: [first.id, second.id] },
      'PUT',
    )
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json() as QueueSettings).toMatchObject({ type: 'aml', sla_minutes: 1, auto_assign: true })
    const old = await caseOf(admin, 'aml_old')
    expect(Date.parse(old?.due_at ?? '') - Date.parse(old?.opened_at ?? '')).toBe(60_000)
    // Two minutes ago: overdue now.
    await app.proxyDb.db
      .updateTable('case_record')
      .set({ due_at: new Date(Date.now() - 60_000).toISOString() })
      .where('subject_id', '=', 'aml_old')
      .execute()
    const overdue = await get<CaseListResponse>(admin, '/bff/cases?view=overdue')
    expect(overdue.items.map((c) => [c.subject_id, c.overdue])).toEqual([['aml_old', true]])
    expect((await get<CaseCounts>(admin, '/bff/cases/counts')).overdue).toBe(1)

    await seedAml('aml_n1')
    await seedAml('aml_n2')
    await seedAml('aml_n3')
    const assignees = (await get<CaseListResponse>(admin, '/bff/cases?view=all&limit=10')).items
      .filter((c) => c.subject_id.startsWith('aml_n'))
      .sort((a, b) => a.subject_id.localeCompare(b.subject_id))
      .map((c) => c.assignee_email)
    expect(assignees).toEqual([first.email, second.email, first.email])
    expect((await get<NotificationList>(first.cookie, '/bff/notifications')).unread).toBe(2)

    // A member who cannot see the queue is refused by name.
    const stranger = await post(
      admin,
      '/bff/cases/queues/kyc',
      { sla_minutes: 60, auto_assign: true, members: [first.id] },
      'PUT',
    )
    expect(stranger.statusCode).toBe(400)
    expect(stranger.body).toContain('members')
  })

  it('exports the inbox as CSV with the view’s filters', async () => {
    await seedAml('aml_x')
    await seedKyc('kyc_x')
    const res = await app.inject({ url: '/bff/exports/cases.csv?type=kyc', headers: { cookie: admin } })
    expect(res.statusCode, res.body).toBe(200)
    const lines = res.body.trim().split(/\r?\n/)
    expect(lines[0]).toContain('case_id,type,subject_id')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('kyc_x')
  })
})
