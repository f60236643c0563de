/**
 * How the PaddleOCR engine reads a page (ADR 0103, "Engine settings measured"). The defaults are the
 * ones measured best by character error rate and CPU on certificate pages; the others stay so the
 * bench can measure them again (`BENCH_PADDLE=detectionLongSide=1280,colour=1` in bench/ocr.ts).
 */
export interface PaddleSettings {
  /** The page is shrunk so its long side is at most this many pixels for detection. */
  detectionLongSide: number
  /**
   * A kernel is grown back by its area times this over its perimeter (PaddleOCR's unclip ratio; its
   * default 1.5 takes in more of a mark beside the line: 1.3 read names and numbers better, ADR 0103).
   */
  unclipRatio: number
  /** The cut of a line is widened on every side by this share of its height before it is read. */
  cutPadding: number
  /** The page is read in colour (blue, green, red as the models were trained) rather than in grey. */
  colour: boolean
  /**
   * Spaces: as the model reads them (`model`); or also between two characters where the ink leaves
   * a gap of at least `spaceGap` of the cut's height (`ink`), where the space class's probability
   * reaches `spaceGap` at a step between them (`probability`), or where their steps stand further
   * apart than `spaceGap` times the line's median pitch (`steps`).
   */
  spaces: 'model' | 'ink' | 'probability' | 'steps'
  spaceGap: number
  /** A line read with a confidence under this is read again turned 180 degrees; the likelier reading is kept. */
  turnBelowConfidence: number
}

export const paddleSettings: Readonly<PaddleSettings> = {
  detectionLongSide: 960,
  unclipRatio: 1.3,
  cutPadding: 0,
  colour: false,
  spaces: 'model',
  spaceGap: 0.12,
  turnBelowConfidence: 0,
}

/** Settings from `name=value,name=value` (the bench's BENCH_PADDLE), the rest the defaults. */
export function paddleSettingsOf(text: string): PaddleSettings {
  const settings: PaddleSettings = { ...paddleSettings }
  for (const pair of text.split(',').filter((part) => part.includes('='))) {
    const [name, value = ''] = pair.split('=') as [keyof PaddleSettings, string]
    if (!(name in settings)) throw new Error(`no PaddleOCR setting ${name}`)
    const current = settings[name]
    Object.assign(settings, {
      [name]: typeof current === 'number' ? Number(value) : typeof current === 'boolean' ? value === '1' : value,
    })
  }
  return settings
}
