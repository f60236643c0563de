import type { AmlReviewTables } from '../aml/tables'
import type { AuditTables } from '../audit-trail/tables'
import type { AuthTables } from '../auth/tables'
import type { CallbackTables } from '../callbacks/tables'
import type { CaseTables } from '../cases/tables'
import type { EventTables } from '../events/tables'
import type { FileTables } from '../files/tables'
import type { KycTables } from '../kyc/tables'
import type { QuestionnaireTables } from '../questionnaires/tables'
import type { RequestIndexTables } from '../request-index/tables'
import type { RateLimitTables } from '../security/tables'

/** Every table of the proxy's database (SQLite or PostgreSQL); each feature declares its own in `<feature>/tables.ts`. */
export interface ProxyDatabase
  extends
    AuthTables,
    AuditTables,
    RequestIndexTables,
    CallbackTables,
    FileTables,
    AmlReviewTables,
    KycTables,
    QuestionnaireTables,
    CaseTables,
    EventTables,
    RateLimitTables {}
