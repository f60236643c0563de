import { type Kysely, sql } from 'kysely'
import { engineOf } from '../../../shared/sql-engine'
import { autoIncrementKey } from '../sql-engine'

const columns = [
  'id',
  'received_at',
  'verdict',
  'reason',
  'event_id',
  'event',
  'service',
  'status',
  'sent_at',
  'ids',
  'body',
]

/**
 * The callback inbox gets a `seq` key numbered in arrival order (it was SQLite's implicit rowid, which
 * PostgreSQL does not have): the table is rebuilt with the rows copied in their order.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('callback_delivery_ordered')
    .addColumn('seq', ...autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('event', 'text')
    .addColumn('service', 'text')
    .addColumn('status', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('ids', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('body', 'text', (c) => c.notNull())
    .execute()
  const arrival = engineOf(db) === 'postgres' ? sql`received_at, id` : sql`rowid`
  const list = sql.join(columns.map((column) => sql.ref(column)))
  await sql`insert into callback_delivery_ordered (${list}) select ${list} from callback_delivery order by ${arrival}`.execute(
    db,
  )
  await db.schema.dropTable('callback_delivery').execute()
  await db.schema.alterTable('callback_delivery_ordered').renameTo('callback_delivery').execute()
  await db.schema.createIndex('callback_delivery_received').on('callback_delivery').column('received_at').execute()
  await db.schema
    .createIndex('callback_delivery_verdict_seq')
    .on('callback_delivery')
    .columns(['verdict', 'seq'])
    .execute()
  // At most one accepted delivery per event id: the dedupe rule, enforced by the database too.
  await sql`create unique index callback_delivery_accepted_event on callback_delivery (event_id) where verdict = 'accepted'`.execute(
    db,
  )
}
