import type { Generated } from 'kysely'

/** One case of the inbox (migration 0400-cases; ADR 0026): unique per type and subject, reopened when its subject waits again. */
export interface CaseRecordTable {
  id: string
  type: string
  subject_id: string
  title: string | null
  state: string
  opened_at: string
  closed_at: string | null
  resolution: string | null
  due_at: string | null
  assignee_id: string | null
  assignee_email: string | null
  comments: Generated<number>
}

/** One line of a case's timeline; rows are never changed or deleted. */
export interface CaseEventTable {
  seq: Generated<number>
  id: string
  case_id: string
  kind: string
  actor_id: string | null
  actor_email: string | null
  at: string
  text: string | null
  assignee_email: string | null
}

/** A queue's settings: its SLA and the round-robin among its members. */
export interface CaseQueueTable {
  type: string
  sla_minutes: number | null
  auto_assign: number
  /** JSON array of user ids, in turn order. */
  members: string
  last_assigned_id: string | null
  updated_at: string
}

/** An in-app notification of one user. */
export interface CaseNotificationTable {
  seq: Generated<number>
  id: string
  user_id: string
  case_id: string
  kind: string
  actor_email: string | null
  at: string
  read_at: string | null
}

export interface CaseTables {
  case_record: CaseRecordTable
  case_event: CaseEventTable
  case_queue: CaseQueueTable
  case_notification: CaseNotificationTable
}
