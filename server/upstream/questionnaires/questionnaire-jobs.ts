import type { UpstreamCore } from '../core'
import type { JobHandler } from '../jobs/job-runner'
import { runOcr, settleSubmission } from './questionnaire-lifecycle'
import { questionnaireJobKinds } from './questionnaire-jobs-kinds'

/** Job handlers of questionnaire submissions: OCR of the certificates, settling the service. Both idempotent. */
export function questionnaireJobHandlers(core: UpstreamCore): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    [questionnaireJobKinds.ocr, async (payload) => runOcr(core, (payload as { ocrRequestId: string }).ocrRequestId)],
    [
      questionnaireJobKinds.settle,
      async (payload) => settleSubmission(core, (payload as { questionnaireRequestId: string }).questionnaireRequestId),
    ],
  ])
}
