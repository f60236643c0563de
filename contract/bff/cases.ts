import { z } from 'zod'
import type { Permission } from './permissions'
import { bffListPage, bffPageQueryFields, listFilterText } from './requests'

/**
 * The desk's inbox of cases (`/bff/cases…`, ADR 0026): one case per thing the desk decides on — an
 * AML request with a potential match waiting for a decision, a declined KYC verification to review,
 * a questionnaire submission to accept or send back. The proxy opens a case when the queue's rule
 * says the thing waits for a decision and closes it when it no longer does (the same rules as the
 * AML and KYC queues); the inbox, the overview and the export all read these records.
 */
export const CaseTypeSchema = z.enum(['aml', 'kyc', 'questionnaire'], 'must be one of aml, kyc, questionnaire')
export type CaseType = z.infer<typeof CaseTypeSchema>

/** What a role needs to see (and work) the cases of a type: the permission of the queue they come from. */
export const casePermission: Record<CaseType, Permission> = {
  aml: 'aml:run',
  kyc: 'kyc:review',
  questionnaire: 'questionnaire:manage',
}

export const caseTypeLabels: Record<CaseType, string> = {
  aml: 'AML potential match',
  kyc: 'KYC decline',
  questionnaire: 'Questionnaire submission',
}

/** Where the case is decided in the dashboard. */
export function casePagePath(type: CaseType, subjectId: string): string {
  const id = encodeURIComponent(subjectId)
  if (type === 'aml') return `/aml/${id}`
  if (type === 'kyc') return `/kyc/cases/${id}`
  return `/questionnaires/submissions/${id}`
}

export const CaseViewSchema = z.enum(
  ['all', 'mine', 'unassigned', 'overdue'],
  'must be one of all, mine, unassigned, overdue',
)
export type CaseView = z.infer<typeof CaseViewSchema>

export const CaseStateSchema = z.enum(['open', 'closed'], 'must be open or closed')

/** Filters of `GET /bff/cases` (and of its CSV export): the view, the type, open or closed, a text. */
export const CaseListQuerySchema = z.object({
  view: CaseViewSchema.optional(),
  type: CaseTypeSchema.optional(),
  state: CaseStateSchema.optional(),
  /** Substring of the title or of the subject's id. */
  q: listFilterText(128),
  ...bffPageQueryFields,
})
export type CaseListQuery = z.infer<typeof CaseListQuerySchema>
export type CaseListQueryInput = z.input<typeof CaseListQuerySchema>

export const CaseSchema = z.object({
  id: z.string(),
  type: CaseTypeSchema,
  /** The id of what is decided: the AML request, the KYC request or the questionnaire request. */
  subject_id: z.string(),
  title: z.string().nullable(),
  state: CaseStateSchema,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  /** How it was decided when closed (the AML disposition, the KYC review state, the questionnaire decision). */
  resolution: z.string().nullable(),
  /** opened_at + the queue's SLA at the time; null when the queue has none. */
  due_at: z.string().nullable(),
  /** Open and past its due date. */
  overdue: z.boolean(),
  assignee_id: z.string().nullable(),
  assignee_email: z.string().nullable(),
  comments: z.number().int().min(0),
})
export type Case = z.infer<typeof CaseSchema>

export const CaseListResponseSchema = bffListPage(CaseSchema)
export type CaseListResponse = z.infer<typeof CaseListResponseSchema>

export const CaseEventKindSchema = z.enum(['opened', 'reopened', 'assigned', 'unassigned', 'commented', 'closed'])
export type CaseEventKind = z.infer<typeof CaseEventKindSchema>

/** One line of a case's timeline; never changed. */
export const CaseEventSchema = z.object({
  id: z.string(),
  kind: CaseEventKindSchema,
  /** Who did it; null for what the proxy did itself (opening, closing, auto-assignment). */
  actor_email: z.string().nullable(),
  at: z.string(),
  /** The comment, or the resolution of a closing. */
  text: z.string().nullable(),
  /** The new assignee (assigned). */
  assignee_email: z.string().nullable(),
})
export type CaseEvent = z.infer<typeof CaseEventSchema>

export const CaseDetailSchema = z.object({ case: CaseSchema, timeline: z.array(CaseEventSchema) })
export type CaseDetail = z.infer<typeof CaseDetailSchema>

export const CaseParamsSchema = z.object({
  id: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
})

/** `POST /bff/cases/:id/assignment` (cases:assign): a colleague's user id, or null to unassign. */
export const CaseAssignBodySchema = z.strictObject({
  assignee_id: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters').nullable(),
})

export const CASE_COMMENT_MAX = 4000

/** `POST /bff/cases/:id/comments`: a comment; `@email` of a colleague who may see the case notifies them. */
export const CaseCommentBodySchema = z.strictObject({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(CASE_COMMENT_MAX, `must be at most ${CASE_COMMENT_MAX} characters`),
})

/** The e-mails a comment mentions (`@name@example.com`), lower-cased, each once. */
export function mentionedEmails(text: string): string[] {
  const found = text.match(/(?<![\w.@])@[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []
  return [...new Set(found.map((mention) => mention.slice(1).toLowerCase()))]
}

/** Counts of the open cases the signed-in user may see: the inbox's tabs and the overview's figures. */
export const CaseCountsSchema = z.object({
  open: z.number().int().min(0),
  mine: z.number().int().min(0),
  unassigned: z.number().int().min(0),
  overdue: z.number().int().min(0),
  by_type: z.array(z.object({ type: CaseTypeSchema, open: z.number().int().min(0) })),
})
export type CaseCounts = z.infer<typeof CaseCountsSchema>

export const SLA_MINUTES_MAX = 525_600

/** A queue's settings (admins): its SLA and the opt-in round-robin among its members. */
export const QueueSettingsBodySchema = z.strictObject({
  /** Minutes from opening to due; null = no due date. */
  sla_minutes: z
    .number('must be a number of minutes')
    .int('must be whole minutes')
    .min(1, 'must be at least 1 minute')
    .max(SLA_MINUTES_MAX, `must be at most ${SLA_MINUTES_MAX} minutes (a year)`)
    .nullable(),
  auto_assign: z.boolean('must be true or false'),
  /** User ids of the colleagues new cases go to in turn (each must be able to see the queue's cases). */
  members: z.array(z.string().min(1).max(128)).max(200, 'must have at most 200 members'),
})
export type QueueSettingsBody = z.infer<typeof QueueSettingsBodySchema>

export const QueueSettingsSchema = QueueSettingsBodySchema.extend({ type: CaseTypeSchema })
export type QueueSettings = z.infer<typeof QueueSettingsSchema>

export const QueueParamsSchema = z.object({ type: CaseTypeSchema })

export const QueueSettingsListSchema = z.object({ items: z.array(QueueSettingsSchema) })

/** Who may be given (or mention) a case of a type: active users whose role sees it. */
export const CaseAssigneeSchema = z.object({ id: z.string(), email: z.string(), name: z.string() })
export type CaseAssignee = z.infer<typeof CaseAssigneeSchema>
export const CaseAssigneesQuerySchema = z.object({ type: CaseTypeSchema })
export const CaseAssigneesResponseSchema = z.object({ items: z.array(CaseAssigneeSchema) })

export const NotificationKindSchema = z.enum(['assigned', 'mentioned'])

/** An in-app notification of the signed-in user. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  case_id: z.string(),
  case_type: CaseTypeSchema,
  case_title: z.string().nullable(),
  actor_email: z.string().nullable(),
  at: z.string(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** `GET /bff/notifications`: the latest notifications, newest first, and how many are unread. */
export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int() })
export type NotificationList = z.infer<typeof NotificationListSchema>

/** `POST /bff/notifications/read`: marks these (or, without ids, all) of one's notifications read. */
export const NotificationReadBodySchema = z.strictObject({
  ids: z.array(z.string().min(1).max(128)).max(200, 'must have at most 200 ids').optional(),
})

export const caseExportColumns = [
  'case_id',
  'type',
  'subject_id',
  'title',
  'state',
  'assignee',
  'opened_at',
  'due_at',
  'overdue',
  'closed_at',
  'resolution',
  'comments',
] as const
