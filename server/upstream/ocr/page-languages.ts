import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { jurisdictionByCode } from '../registry/served-countries'

/**
 * The Tesseract models a served country's certificates are read with (ADR 0062): the model of the
 * language its registry writes in (its locale's language), first, then English. The English model
 * alone reads letters outside ASCII as look-alikes (`ß` as `B`, `ü` as `ii`, `ł` as `t`, `Ø` as `@`),
 * so a company's name in its own letters came out wrong; Tesseract tries a word in the second
 * model where the first reads it badly, so English labels and names still read. Every model is the
 * npm package's `4.0.0_best_int` (integer weights of the best models, like the English one), shipped
 * in node_modules, never downloaded.
 */

const require = createRequire(import.meta.url)

/**
 * Tesseract's model per language of a served locale, for the languages written in Latin letters
 * beyond ASCII whose model an npm package ships (`@tesseract.js-data/<model>`). Serbian in Latin
 * letters has no package (`srp_latn`); languages in other scripts are read in English as before.
 */
const modelOfLanguage: Readonly<Record<string, string>> = {
  az: 'aze',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  es: 'spa',
  fi: 'fin',
  fr: 'fra',
  hr: 'hrv',
  hu: 'hun',
  it: 'ita',
  lv: 'lav',
  nb: 'nor',
  nl: 'nld',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  sk: 'slk',
  sl: 'slv',
  sv: 'swe',
  tr: 'tur',
  uz: 'uzb',
  vi: 'vie',
}

/** The model of a served country's or state's language (v2 code): `deu`, or null where it is read in English. */
export function countryModelOf(countryCode: string): string | null {
  const language = jurisdictionByCode(countryCode)?.spec.locale.split('_')[0] ?? ''
  return modelOfLanguage[language] ?? null
}

/** Tesseract's `-l` value for a served country or state (v2 code): `deu+eng`, or `eng`. */
export function pageLanguagesOf(countryCode: string): string {
  const model = countryModelOf(countryCode)
  return model === null ? 'eng' : `${model}+eng`
}

/** The gzipped best-int model an npm package ships for `model` (`eng`, `deu`). */
function shippedModel(model: string): string {
  if (!/^[a-z]{3}$/.test(model)) throw new Error(`no Tesseract model package for "${model}"`)
  const { langPath } = require(`@tesseract.js-data/${model}`) as { langPath: string }
  return join(dirname(langPath), '4.0.0_best_int', `${model}.traineddata.gz`)
}

const modelDir = join(tmpdir(), 'kybdesk-tessdata-4.0.0-best-int')
const unpacked = new Set<string>()

/**
 * A folder holding the shipped models of `languages` (`deu+eng`) unpacked for native Tesseract
 * (which reads no gzip), each made once per machine: written under a temporary name and renamed,
 * so processes starting together never read half a file.
 */
export function modelsDirFor(languages: string): string {
  for (const model of languages.split('+')) {
    if (unpacked.has(model)) continue
    const file = join(modelDir, `${model}.traineddata`)
    if (!existsSync(file)) {
      mkdirSync(modelDir, { recursive: true })
      const partial = `${file}.${process.pid}.part`
      writeFileSync(partial, gunzipSync(readFileSync(shippedModel(model))))
      renameSync(partial, file)
    }
    unpacked.add(model)
  }
  return modelDir
}
