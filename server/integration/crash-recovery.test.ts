import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir } from '../upstream/test-support/upstream-harness'
import { pollUntil } from '../test-support/poll-until'
import { processStackAdmin, startProcessStack, type ProcessName, type ProcessStack } from './process-stack'
import { scaled } from '../../e2e/load-factor'

/** Deadlines of the start and of the run, scaled to the machine's load like every default (e2e/load-factor.ts). */
const startDeadline = scaled(240_000)
const runDeadline = scaled(300_000)

/**
 * kill -9 at random (seeded) moments: a mixed workload (registry searches with their jobs and
 * callbacks, user creations with their audit entries) runs through the proxy while the upstream,
 * the proxy or both are killed with SIGKILL; after each restart every acknowledged request, user
 * and audit entry is there exactly once, the audit chain verifies, and in the end every job has
 * run and every callback was accepted exactly once.
 */
const rounds = 3
const seed = 28
const csrf = { 'x-requested-with': 'kybdesk' }

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
function seeded(value: number) {
  let state = value >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const temp = makeTempDir('kybdesk-crash-')
let stack: ProcessStack
let cookie = ''
const acknowledged = { searches: new Set<string>(), users: new Map<string, string>() }

async function signIn() {
  const res = await fetch(`${stack.urls.proxy}/auth/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify(processStackAdmin),
  })
  expect(res.status).toBe(200)
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
}

function post(path: string, body: unknown) {
  return fetch(`${stack.urls.proxy}${path}`, {
    method: 'POST',
    headers: { ...csrf, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
}

let userCount = 0
/** One step of the workload; what the proxy acknowledged (2xx) is recorded, failures are expected while killed. */
async function step(random: () => number) {
  try {
    if (random() < 0.6) {
      const res = await post('/bff/upstream/v2/kyb', { name: 'gmbh', country_codes: ['DE'] })
      if (res.ok)
        acknowledged.searches.add(
          ((await res.json()) as { data: { kyb_request: { kyb_request_id: string } } }).data.kyb_request.kyb_request_id,
        )
    } else {
      userCount += 1
      const email = `crash-user-${userCount}@crash.local`
      const res = await post('/bff/users', {
        email,
        name: `Crash user ${userCount}`,
        role: 'analyst',
        password: `crash-password-${userCount}-xyz`,
      })
      if (res.ok) acknowledged.users.set(email, ((await res.json()) as { id: string }).id)
    }
  } catch {
    // The connection was cut by the kill: not acknowledged.
  }
}

function read<T>(file: string, query: (db: Database.Database) => T): T {
  const db = new Database(join(temp.dir, file), { readonly: true })
  try {
    return query(db)
  } finally {
    db.close()
  }
}

const count = (db: Database.Database, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n

/** Every acknowledged request, user and audit entry exactly once; the audit chain verifies. */
async function expectNothingLostOrDoubled() {
  read('proxy.sqlite', (db) => {
    for (const id of acknowledged.searches)
      expect(
        count(db, 'select count(*) as n from request_index where upstream_id = ?', id),
        `search ${id} in the request index`,
      ).toBe(1)
    for (const [email, id] of acknowledged.users) {
      expect(count(db, 'select count(*) as n from users where email = ?', email), email).toBe(1)
      expect(
        count(db, "select count(*) as n from audit_log where action = 'users.create' and instr(target_ids, ?) > 0", id),
        `audit entry of ${email}`,
      ).toBe(1)
    }
    expect(
      db
        .prepare(
          "select event_id from callback_delivery where verdict = 'accepted' group by event_id having count(*) > 1",
        )
        .all(),
    ).toEqual([])
  })
  read('upstream.sqlite', (db) => {
    for (const id of acknowledged.searches)
      expect(count(db, 'select count(*) as n from kyb_requests where id = ?', id), `search ${id} upstream`).toBe(1)
  })
  const verify = await fetch(`${stack.urls.proxy}/bff/audit/verify`, { headers: { cookie } })
  expect(await verify.json()).toMatchObject({ ok: true, first_bad_row: null })
}

beforeAll(async () => {
  stack = await startProcessStack({ dataDir: temp.dir, timeScale: 0.002, datasetSize: 1000 })
  await signIn()
}, startDeadline)
afterAll(async () => {
  await stack?.close()
  temp.remove()
})

describe('kill -9 during a mixed workload', () => {
  it(`loses and doubles nothing over ${rounds} rounds`, { timeout: runDeadline }, async () => {
    const random = seeded(seed)
    const victims: ProcessName[][] = [['upstream'], ['proxy'], ['upstream', 'proxy']]
    for (let round = 0; round < rounds; round += 1) {
      const before = acknowledged.searches.size + acknowledged.users.size
      let running = true
      const workers = Array.from({ length: 3 }, async () => {
        while (running) await step(random)
      })
      // Kill once the round has had some acknowledged work, at a seeded moment after it.
      await pollUntil(
        async () => acknowledged.searches.size + acknowledged.users.size,
        (n) => n >= before + 2,
        60_000,
      )
      const moreSteps = 1 + Math.floor(random() * 6)
      await pollUntil(
        async () => acknowledged.searches.size + acknowledged.users.size,
        (n) => n >= before + 2 + moreSteps,
        60_000,
        5,
      )
      const killed = victims[Math.floor(random() * victims.length)]!
      await Promise.all(killed.map((name) => stack.kill9(name)))
      running = false
      await Promise.all(workers)
      for (const name of ['upstream', 'proxy'] as const) if (killed.includes(name)) await stack.start(name)
      await expectNothingLostOrDoubled()
    }
    // In the end every job has run: each search resolved upstream and in the proxy's index (by its
    // callback), every callback delivered and accepted once.
    await pollUntil(
      async () =>
        read(
          'upstream.sqlite',
          (db) =>
            count(db, 'select count(*) as n from jobs') +
            count(db, "select count(*) as n from callback_outbox where status != 'delivered'"),
        ),
      (n) => n === 0,
      120_000,
      200,
    )
    read('upstream.sqlite', (db) => {
      for (const id of acknowledged.searches)
        expect(db.prepare('select status from kyb_requests where id = ?').get(id), id).toEqual({ status: 'resolved' })
    })
    const delivered = read(
      'upstream.sqlite',
      (db) => db.prepare("select json_extract(body, '$.id') as id from callback_outbox").pluck().all() as string[],
    )
    expect(delivered.length).toBeGreaterThan(0)
    read('proxy.sqlite', (db) => {
      for (const id of delivered)
        expect(
          count(db, "select count(*) as n from callback_delivery where verdict = 'accepted' and event_id = ?", id),
          `callback ${id}`,
        ).toBe(1)
    })
    await expectNothingLostOrDoubled()
    expect(acknowledged.searches.size).toBeGreaterThan(rounds)
    expect(acknowledged.users.size).toBeGreaterThan(0)
  })
})
