import 'fake-indexeddb/auto'
import { questionnaireTokenHeader } from '@contract/bff/public-questionnaire'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readDraftFiles, writeDraftFiles } from '@/features/questionnaire-form/utils/draft-files-store'
import { linkQuestionnaireHandler, linkToken, submissionReceipt } from '@/testing/fixtures/questionnaire-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

/** jsdom has no object URLs: each preview's URL is recorded with the file it shows. */
const previews = new Map<string, Blob>()
beforeEach(() => {
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:preview-${previews.size + 1}`
    previews.set(url, file)
    return url
  }
  URL.revokeObjectURL = () => {}
})
afterEach(() => {
  window.localStorage.clear()
  globalThis.indexedDB = new IDBFactory()
  previews.clear()
})

const formPath = `/q/${linkToken}`
const pdf = () => new File(['%PDF-1.7 certificate'], 'certificate.pdf', { type: 'application/pdf' })
const jpeg = (name: string) => new File([`JPEG of ${name}`], name, { type: 'image/jpeg' })

/** The files IndexedDB keeps for the link, as names by form field. */
async function keptFiles() {
  return Object.fromEntries(
    [...(await readDraftFiles(linkToken))].map(([field, files]) => [field, files.map((file) => file.name)]),
  )
}

/** The chosen files listed for a file question, each with the bytes its preview shows ('' without an image preview). */
async function chosenWithPreviews(list: HTMLElement) {
  return Promise.all(
    within(list)
      .getAllByRole('listitem')
      .map(async (item) => {
        const src = item.querySelector('img')?.getAttribute('src')
        return {
          name: within(item).getByText(/\.\w+$/).textContent,
          preview: src ? await previews.get(src)!.text() : '',
        }
      }),
  )
}

async function pickCountry(label: RegExp, typed: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label })
  await userEvent.type(input, typed)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

async function fillCompanyPage(certificate = pdf()) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Acme Handels GmbH')
  await userEvent.type(screen.getByRole('textbox', { name: /Registration number/ }), 'HRB 123456')
  await pickCountry(/^Country/, 'Germ', 'Germany')
  await userEvent.type(screen.getByLabelText(/Incorporation date/), '2009-04-17')
  await userEvent.upload(screen.getByLabelText(/Certificate of incorporation: choose a file/), certificate)
}

describe('hosted questionnaire form', () => {
  it('fills every input type and two repeated owners, reviews and submits one multipart form with the link token', async () => {
    let sent: { token: string | null; entries: Array<[string, string]> } | undefined
    mswServer.use(
      linkQuestionnaireHandler(),
      http.post('/public/questionnaire', async ({ request }) => {
        const form = await request.formData()
        // jsdom's XMLHttpRequest loses a file's name and bytes on the way (form-model.test.ts checks the
        // FormData built; the e2e spec the upload in a real browser): here, that a file part is sent.
        const entries = [...form.entries()].map(([name, value]): [string, string] => [
          name,
          typeof value === 'string' ? value : 'file',
        ])
        sent = { token: request.headers.get(questionnaireTokenHeader), entries }
        return HttpResponse.json(submissionReceipt)
      }),
    )
    renderApp(formPath)
    expect(await screen.findByText('Step 1 of 3: Company')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Company name (required)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Incorporation date (optional)')).toHaveAttribute('type', 'date')
    await fillCompanyPage()
    expect(screen.getByRole('list', { name: /Chosen for Certificate/ })).toHaveTextContent('certificate.pdf')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByRole('heading', { name: 'Beneficial owners' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add an owner' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add another owner' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add another owner' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove owner 3' }))
    const owners = screen.getAllByRole('group', { name: /^Owner \d$/ })
    expect(owners).toHaveLength(2)
    await userEvent.type(within(owners[0]!).getByRole('textbox', { name: /Full name/ }), 'Jane Doe')
    await userEvent.type(within(owners[0]!).getByLabelText(/Date of birth/), '1980-05-01')
    await userEvent.type(within(owners[1]!).getByRole('textbox', { name: /Full name/ }), 'John Roe')
    await userEvent.type(within(owners[1]!).getByLabelText(/Date of birth/), '1975-11-30')
    await userEvent.click(screen.getByRole('button', { name: 'Review answers' }))

    expect(await screen.findByRole('heading', { name: 'Review and submit' })).toBeInTheDocument()
    const company = screen.getByRole('region', { name: 'Company' })
    expect(company).toHaveTextContent('Acme Handels GmbH')
    expect(company).toHaveTextContent('Germany')
    expect(company).toHaveTextContent('certificate.pdf')
    expect(screen.getByRole('region', { name: 'Beneficial owners' })).toHaveTextContent('Full name: Jane Doe')
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }))

    expect(await screen.findByRole('heading', { name: 'Thank you, your answers were sent' })).toBeInTheDocument()
    expect(sent?.token).toBe(linkToken)
    expect(sent?.entries).toEqual([
      ['services[]', 'questionnaire'],
      ['answers[0][question_id]', 'q1'],
      ['answers[0][answer]', 'Acme Handels GmbH'],
      ['answers[1][question_id]', 'q2'],
      ['answers[1][answer]', 'HRB 123456'],
      ['answers[2][question_id]', 'q3'],
      ['answers[2][answer]', 'germany'],
      ['answers[3][question_id]', 'q4'],
      ['answers[3][answer]', '2009-04-17'],
      ['answers[4][question_id]', 'q5'],
      ['answers[4][answer][0]', 'file'],
      ['answers[5][question_id]', 'q6'],
      ['answers[5][answer][0][full_name]', 'Jane Doe'],
      ['answers[5][answer][0][dob]', '1980-05-01'],
      ['answers[5][answer][1][full_name]', 'John Roe'],
      ['answers[5][answer][1][dob]', '1975-11-30'],
    ])
    // Sent: nothing is kept in the browser any more.
    expect(window.localStorage.length).toBe(0)
  })

  it('shows and enforces the required rules, and the type and size rules of files before any upload', async () => {
    mswServer.use(linkQuestionnaireHandler())
    renderApp(formPath)
    await screen.findByText('Step 1 of 3: Company')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText('This answer is required.')).toHaveLength(4)
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Step 1 of 3: Company')).toBeInTheDocument()

    const input = screen.getByLabelText(/Certificate of incorporation: choose a file/)
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    })
    expect(await screen.findByText(/tool\.exe: must be one of png, jpg, jpeg, pdf/)).toBeInTheDocument()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' })
    await userEvent.upload(input, big)
    expect(await screen.findByText(/scan\.png: must be at most 5 MB/)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /Chosen for Certificate/ })).not.toBeInTheDocument()
  })

  it('keeps the answers in the browser: after a reload they, the page and the chosen file are back', async () => {
    mswServer.use(linkQuestionnaireHandler())
    const first = renderApp(formPath)
    await fillCompanyPage()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Beneficial owners' })
    await userEvent.click(screen.getByRole('button', { name: 'Add an owner' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Jane Doe')
    first.unmount()

    renderApp(formPath)
    expect(await screen.findByRole('heading', { name: 'Beneficial owners' })).toBeInTheDocument()
    expect(screen.getByText('Your earlier answers in this browser were restored.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Jane Doe')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Acme Handels GmbH')
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Germany')
    expect(screen.getByLabelText(/Incorporation date/)).toHaveValue('2009-04-17')
    expect(screen.getByRole('list', { name: /Chosen for Certificate/ })).toHaveTextContent('certificate.pdf')
    expect(screen.queryByText(/Chosen before the page was reloaded/)).not.toBeInTheDocument()
  })

  it('keeps chosen files in IndexedDB per question and owner: back with previews after a reload, gone once removed, cleared when sent', async () => {
    mswServer.use(
      linkQuestionnaireHandler(),
      http.post('/public/questionnaire', () => HttpResponse.json(submissionReceipt)),
    )
    const first = renderApp(formPath)
    await fillCompanyPage(jpeg('certificate.jpg'))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Beneficial owners' })
    for (const [position, name, file] of [
      [0, 'Jane Doe', 'passport-jane.jpg'],
      [1, 'John Roe', 'passport-john.jpg'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: position === 0 ? 'Add an owner' : 'Add another owner' }))
      const owner = screen.getAllByRole('group', { name: /^Owner \d$/ })[position]!
      await userEvent.type(within(owner).getByRole('textbox', { name: /Full name/ }), name)
      await userEvent.type(within(owner).getByLabelText(/Date of birth/), '1980-05-01')
      await userEvent.upload(within(owner).getByLabelText(/ID document: choose a file/), jpeg(file))
    }
    await waitFor(async () =>
      expect(await keptFiles()).toEqual({
        'answers.4': ['certificate.jpg'],
        'answers.5.0.kyc_check_id_document': ['passport-jane.jpg'],
        'answers.5.1.kyc_check_id_document': ['passport-john.jpg'],
      }),
    )
    first.unmount()

    // Reloaded: every file is back in its place, its preview showing its bytes.
    const second = renderApp(formPath)
    await screen.findByRole('heading', { name: 'Beneficial owners' })
    const owners = screen.getAllByRole('group', { name: /^Owner \d$/ })
    const janes = await within(owners[0]!).findByRole('list', { name: 'Chosen for ID document' })
    expect(await chosenWithPreviews(janes)).toEqual([
      { name: 'passport-jane.jpg', preview: 'JPEG of passport-jane.jpg' },
    ])
    expect(await chosenWithPreviews(within(owners[1]!).getByRole('list', { name: 'Chosen for ID document' }))).toEqual([
      { name: 'passport-john.jpg', preview: 'JPEG of passport-john.jpg' },
    ])
    expect(screen.queryByText(/Chosen before the page was reloaded/)).not.toBeInTheDocument()
    await userEvent.click(within(janes).getByRole('button', { name: 'Remove passport-jane.jpg' }))
    await waitFor(async () =>
      expect(await keptFiles()).toEqual({
        'answers.4': ['certificate.jpg'],
        'answers.5.1.kyc_check_id_document': ['passport-john.jpg'],
      }),
    )
    second.unmount()

    // Reloaded again: the removed file stays removed, the others are back.
    renderApp(formPath)
    await screen.findByRole('heading', { name: 'Beneficial owners' })
    const again = screen.getAllByRole('group', { name: /^Owner \d$/ })
    expect(await within(again[1]!).findByRole('list', { name: 'Chosen for ID document' })).toHaveTextContent(
      'passport-john.jpg',
    )
    expect(within(again[0]!).queryByRole('list', { name: 'Chosen for ID document' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await chosenWithPreviews(await screen.findByRole('list', { name: /Chosen for Certificate/ }))).toEqual([
      { name: 'certificate.jpg', preview: 'JPEG of certificate.jpg' },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Review answers' }))
    expect(await screen.findByRole('region', { name: 'Beneficial owners' })).toHaveTextContent('passport-john.jpg')
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }))
    expect(await screen.findByRole('heading', { name: 'Thank you, your answers were sent' })).toBeInTheDocument()
    await waitFor(async () => expect(await keptFiles()).toEqual({}))
  })

  it('without IndexedDB (private browsing) the form still works and says chosen files must be chosen again after a reload', async () => {
    mswServer.use(linkQuestionnaireHandler())
    // @ts-expect-error a browser without IndexedDB
    delete globalThis.indexedDB
    const first = renderApp(formPath)
    await fillCompanyPage()
    expect(await screen.findByText(/This browser cannot keep chosen files/)).toBeInTheDocument()
    first.unmount()

    renderApp(formPath)
    expect(
      await screen.findByText(
        'Chosen before the page was reloaded: certificate.pdf. This browser did not keep it; please choose it again.',
      ),
    ).toBeInTheDocument()
    await userEvent.upload(screen.getByLabelText(/Certificate of incorporation: choose a file/), pdf())
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Beneficial owners' })).toBeInTheDocument()
  })

  it.each([410, 409])('forgets the files kept for a link answered with %i when opened', async (status) => {
    await writeDraftFiles(linkToken, new Map([['answers.4', [pdf()]]]))
    await writeDraftFiles('qtok_another_link_0000', new Map([['answers.4', [pdf()]]]))
    mswServer.use(linkQuestionnaireHandler(status))
    renderApp(formPath)
    expect(await screen.findByRole('heading', { name: /expired|already been submitted/ })).toBeInTheDocument()
    await waitFor(async () => expect(await keptFiles()).toEqual({}))
    expect([...(await readDraftFiles('qtok_another_link_0000')).keys()]).toEqual(['answers.4'])
  })

  it.each([
    [410, 'This link has expired'],
    [409, 'This questionnaire has already been submitted'],
    [404, 'This link is not valid'],
  ])('shows a clear page for a link answered with %i', async (status, title) => {
    mswServer.use(linkQuestionnaireHandler(status))
    renderApp(formPath)
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
  })

  it('maps a server 400 onto its question and goes back to its page; a used link on submit shows its page', async () => {
    let status = 400
    mswServer.use(
      linkQuestionnaireHandler(),
      http.post('/public/questionnaire', () =>
        status === 400
          ? HttpResponse.json(
              {
                error: true,
                message: 'Invalid request',
                data: {
                  fields: [{ path: 'answers.1.answer', message: 'must be a registration number of the registry' }],
                },
              },
              { status: 400 },
            )
          : HttpResponse.json({ error: true, message: 'used', data: {} }, { status: 409 }),
      ),
    )
    renderApp(formPath)
    await fillCompanyPage()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Review answers' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }))
    expect(await screen.findByText('This answer must be a registration number of the registry.')).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 3: Company')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Registration number/ })).toHaveAttribute('aria-invalid', 'true')

    status = 409
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Review answers' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }))
    expect(
      await screen.findByRole('heading', { name: 'This questionnaire has already been submitted' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.length).toBe(1))
    // The used link's chosen file is of no more use in this browser.
    await waitFor(async () => expect(await keptFiles()).toEqual({}))
    await act(async () => {})
  })
})
