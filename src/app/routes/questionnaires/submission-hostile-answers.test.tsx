import { exampleReadQuestionnaireResponse, exampleReadServiceDetailResponse } from '@contract/services/examples'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

/** Questionnaire answers are written by whoever holds the link: every one of them is shown as text. */
const script = '<script>window.__pwned = true</script>'
const markup = '<img src=x onerror="window.__pwned = true">'
const formula = '=HYPERLINK("http://evil.example","click")'
const traversal = '../../../../etc/passwd'
const long = `Long ${'A'.repeat(10_000)}`
const detail = exampleReadQuestionnaireResponse.data.questionnaire_detail
const [company, , , certificate, owners] = detail.final_response.pages[0]!.questions
const certificateFile = (certificate!.answer as Array<Record<string, string>>)[0]!
const hostile = {
  ...exampleReadQuestionnaireResponse,
  data: {
    questionnaire_detail: {
      ...detail,
      final_response: {
        ...detail.final_response,
        pages: [
          {
            page_title: `Company ${script}`,
            questions: [
              { ...company!, question: `Company name ${markup}`, answer: `${markup} Evil GmbH` },
              { ...company!, question_id: 'q1b', key_name: 'formula', question: 'Trading name', answer: formula },
              { ...company!, question_id: 'q1c', key_name: 'long', question: 'Description', answer: long },
              {
                ...certificate!,
                answer: [
                  { ...certificateFile, file_name: `${traversal}${script}.pdf` },
                  {
                    ...certificateFile,
                    file_id: 'f_02',
                    file_name: 'trap.pdf',
                    file_url: 'javascript:window.__pwned=true',
                  },
                ],
              },
              {
                ...owners!,
                answer: [{ full_name: `${formula} ${markup}`, dob: '1980-05-01', kyc_check_id_document: [[]] }],
              },
            ],
          },
        ],
      },
    },
  },
}

describe('a submission with hostile answers', () => {
  it('shows markup, script, formulas, traversal and long strings as text, and links no javascript: file', async () => {
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/upstream/api/readQuestionnaireResponse', () => HttpResponse.json(hostile)),
      http.get('/bff/upstream/api/readServiceDetail', () => HttpResponse.json(exampleReadServiceDetailResponse)),
      http.get('/bff/questionnaires/submissions/:id/decisions', () => HttpResponse.json({ decision: null })),
    )
    const { container } = renderApp('/questionnaires/submissions/qrq_55aa01')
    await screen.findByText(`${markup} Evil GmbH`)
    expect(screen.getByText(formula)).toBeInTheDocument()
    expect(screen.getByText(long)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: `Company ${script}` })).toBeInTheDocument()
    const saved = screen.getByRole('link', { name: `${traversal}${script}.pdf` })
    expect(saved.getAttribute('href')).toMatch(/^\/bff\/files\?url=/)
    const trap = screen.getByText(
      (_, element) => element?.tagName === 'LI' && (element.textContent ?? '').startsWith('trap.pdf'),
    )
    expect(within(trap).queryByRole('link')).toBeNull()
    const ownersTable = screen.getByRole('table', { name: 'Who owns the company?' })
    expect(within(ownersTable).getByRole('cell', { name: `${formula} ${markup}` })).toBeInTheDocument()
    // Nothing was parsed as markup: no image, no script, no javascript: link anywhere.
    expect(container.querySelector('img[src="x"], script')).toBeNull()
    expect(
      [...container.querySelectorAll('a')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*javascript:/i.test(href)),
    ).toEqual([])
    expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined()
  })
})
