import 'fake-indexeddb/auto'
import { waitFor } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDraftFiles, readDraftFiles, writeDraftFiles } from './draft-files-store'
import { createDraftFilesSync, fileFieldsOf } from './draft-files-sync'
import type { FormValues } from './form-model'

const token = 'qtok_files_0123456789'
const png = (name = 'passport.png', text = 'PNG bytes') =>
  new File([text], name, { type: 'image/png', lastModified: 1_700_000_000_000 })
const pdf = () =>
  new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf', lastModified: 1_600_000_000_000 })

afterEach(() => {
  globalThis.indexedDB = new IDBFactory()
})

/** What the store holds for the token, as names by field. */
async function keptNames(forToken = token) {
  return Object.fromEntries(
    [...(await readDraftFiles(forToken))].map(([field, files]) => [field, files.map((f) => f.name)]),
  )
}

describe('fileFieldsOf', () => {
  it('names the chosen files by form field, repeated entries included, empty fields left out', () => {
    const certificate = pdf()
    const passport = png()
    const values: FormValues = {
      answers: [
        'Acme',
        [certificate],
        [],
        [
          { full_name: 'Jane', id: [] },
          { full_name: 'John', id: [passport] },
        ],
      ],
    }
    expect(fileFieldsOf(values)).toEqual(
      new Map([
        ['answers.1', [certificate]],
        ['answers.3.1.id', [passport]],
      ]),
    )
  })
})

describe('draft files in IndexedDB', () => {
  it('keeps bytes, name, type, size and date per field and per token', async () => {
    await writeDraftFiles(
      token,
      new Map([
        ['answers.4', [pdf()]],
        ['answers.5.0.id', [png()]],
      ]),
    )
    await writeDraftFiles('qtok_other_link_000', new Map([['answers.4', [png('other.png')]]]))
    const read = await readDraftFiles(token)
    expect([...read.keys()].sort()).toEqual(['answers.4', 'answers.5.0.id'])
    const passport = read.get('answers.5.0.id')![0]!
    expect({
      name: passport.name,
      type: passport.type,
      size: passport.size,
      lastModified: passport.lastModified,
    }).toEqual({ name: 'passport.png', type: 'image/png', size: 9, lastModified: 1_700_000_000_000 })
    expect(await passport.text()).toBe('PNG bytes')

    await writeDraftFiles(token, new Map([['answers.5.0.id', []]]))
    expect(await keptNames()).toEqual({ 'answers.4': ['certificate.pdf'] })
    await clearDraftFiles(token)
    expect(await keptNames()).toEqual({})
    expect(await keptNames('qtok_other_link_000')).toEqual({ 'answers.4': ['other.png'] })
  })

  it('restores only the fields whose names the text draft lists, writes only changes and forgets all on discard', async () => {
    await writeDraftFiles(
      token,
      new Map([
        ['answers.4', [pdf()]],
        ['answers.5.0.id', [png()]],
        ['answers.5.1.id', [png('removed.png')]],
      ]),
    )
    const kept = vi.fn()
    const sync = createDraftFilesSync(token, kept)
    // The draft lists certificate.pdf and passport.png; removed.png was removed before the reload.
    const restored = await sync.restore({ 'answers.4': ['certificate.pdf'], 'answers.5.0.id': ['other-name.png'] })
    expect([...restored.keys()]).toEqual(['answers.4'])
    const certificate = restored.get('answers.4')!

    const write = vi.spyOn(File.prototype, 'arrayBuffer')
    const selfie = png('selfie.png')
    sync.keep({ answers: ['', [], '', '', certificate, [{ id: [selfie] }]] })
    await waitFor(async () =>
      expect(await keptNames()).toEqual({ 'answers.4': ['certificate.pdf'], 'answers.5.0.id': ['selfie.png'] }),
    )
    // The unchanged certificate was not read again: only the new file's bytes.
    expect(write.mock.contexts).toEqual([selfie])
    expect(kept).toHaveBeenLastCalledWith(true)
    write.mockRestore()

    await sync.discard()
    expect(await keptNames()).toEqual({})
    sync.keep({ answers: [[png()]] })
    expect(await keptNames()).toEqual({})
  })

  it('reports when the browser cannot keep files: no IndexedDB, or a write refused (storage full)', async () => {
    const kept = vi.fn()
    const factory = globalThis.indexedDB
    // @ts-expect-error private browsing without IndexedDB
    delete globalThis.indexedDB
    try {
      const sync = createDraftFilesSync(token, kept)
      expect(await sync.restore({ 'answers.4': ['certificate.pdf'] })).toEqual(new Map())
      sync.keep({ answers: [[pdf()]] })
      await waitFor(() => expect(kept).toHaveBeenLastCalledWith(false))
    } finally {
      globalThis.indexedDB = factory
    }

    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      const sync = createDraftFilesSync(token, kept)
      await sync.restore({})
      kept.mockClear()
      sync.keep({ answers: [[pdf()]] })
      await waitFor(() => expect(kept).toHaveBeenLastCalledWith(false))
      expect(await keptNames()).toEqual({})
    } finally {
      full.mockRestore()
    }
  })
})
