// Makes sure Debian's native Tesseract is there for reading identity documents' machine-readable
// zones (ADR 0020): installs tesseract-ocr with apt when it is missing and we run as root,
// otherwise says what to install.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export function ensureTesseract() {
  const path = process.env.TESSERACT_PATH ?? 'tesseract'
  if (spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0) return path
  if (process.getuid?.() !== 0) {
    console.error(`Tesseract not found (${path}). Install Debian's tesseract-ocr ` +
      '(sudo apt-get install -y tesseract-ocr) or set TESSERACT_PATH.')
    process.exit(1)
  }
  console.log('Installing Debian tesseract-ocr for the identity documents\' zones (apt-get)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'tesseract-ocr', 'tesseract-ocr-eng']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`)
      process.exit(1)
    }
  }
  return path
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureTesseract()
