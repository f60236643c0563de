import { ApiError } from '@/lib/api-client'

/** What an end user is told when a link cannot be used, and what to do. */
const problems: Record<number, { title: string; text: string }> = {
  404: {
    title: 'This link is not valid',
    text: 'The questionnaire link was not recognised. Check that you opened the whole link from the message you received, or ask the sender for a new link.',
  },
  409: {
    title: 'This questionnaire has already been submitted',
    text: 'Answers were already sent with this link, and a link can be used only once. If you need to change something, contact the sender; they can send you a new link.',
  },
  410: {
    title: 'This link has expired',
    text: 'Questionnaire links are valid for a limited time, and this one has run out. Ask the sender for a new link.',
  },
}

/** The link was used (409) or has expired (410): what the browser kept for it can go. */
export function linkIsUsedOrExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 410)
}

export function linkProblemOf(error: unknown): { title: string; text: string } | undefined {
  return error instanceof ApiError ? problems[error.status] : undefined
}

export function LinkProblem({ error }: { error: unknown }) {
  const problem = linkProblemOf(error) ?? {
    title: 'The questionnaire could not be opened',
    text: `${error instanceof Error ? error.message : 'Something went wrong.'} Check your connection and reload the page; if it keeps happening, contact the sender.`,
  }
  return (
    <section aria-labelledby="link-problem-title" className="space-y-3">
      <h1 id="link-problem-title" className="text-2xl font-semibold">
        {problem.title}
      </h1>
      <p>{problem.text}</p>
    </section>
  )
}
