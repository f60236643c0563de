// Makes sure Debian's native Tesseract is there for reading identity documents' machine-readable
// zones (ADR 0020) and scanned certificates (ADR 0029), and util-linux's prlimit that bounds each
// run's CPU time (ADR 0059): installs them with apt when missing and we run as root, otherwise says
// what to install.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { aptInstall } from './apt-install.mjs'

export function ensureTesseract() {
  const path = process.env.TESSERACT_PATH ?? 'tesseract'
  if (spawnSync('prlimit', ['--version'], { stdio: 'ignore' }).status !== 0)
    aptInstall(
      ['util-linux'],
      "bounding native Tesseract's CPU time",
      "prlimit not found. Install Debian's util-linux (sudo apt-get install -y util-linux).",
    )
  if (spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0) return path
  aptInstall(
    ['tesseract-ocr', 'tesseract-ocr-eng'],
    "the identity documents' zones and scanned certificates",
    `Tesseract not found (${path}). Install Debian's tesseract-ocr ` +
      '(sudo apt-get install -y tesseract-ocr) or set TESSERACT_PATH.',
  )
  return path
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureTesseract()
