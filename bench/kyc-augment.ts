/**
 * Real specimens as they arrive (bench/kyc.ts FOLDER with KYC_BENCH_AUGMENT): each real passport or
 * ID card of the folder is submitted as given (`original`) and then turned into arrivals the way phones
 * and scanners send them, deterministically (seeded by KYC_BENCH_SEED, default 1, and the file name):
 * - `scaled`: the page alone, 600–800 px wide (resampled up or down), JPEG quality 85;
 * - `jpeg_blur`: the same, mildly blurred (σ 0.6–1.0) and JPEG quality 40–60;
 * - `rot90`, `rot180`, `rot270`: the scaled page turned a quarter, a half, three quarters;
 * - `tilt`: the page turned 3–8° either way on a desk (85 % of the frame);
 * - `perspective`: photographed at an angle (one edge 10–20 % shorter, corners jittered) on a desk;
 * - `small`: the page 30–50 % of the frame's width on a desk, turned up to 4°, the page keeping 400–800 px
 *   of width (a document far from the camera in a larger photo);
 * - `phone`: small, at an angle and turned, in any of the four orientations, blurred, JPEG 40–60.
 * The zone to expect is the specimen's own: its `mrz_lines` or its zone as printed
 * (`bench/data/specimen-zones.json`, bench/specimen-zones.ts), or where neither is known the zone read
 * on the original when its check digits hold there (else "check digits hold" again). Per transform:
 * zones read exactly, key fields right, false accepts, genuine documents declined, CPU seconds p50/p95,
 * then each decline code with the number of arrivals it was given to.
 *
 *   KYC_BENCH_AUGMENT=all npx tsx bench/kyc.ts FOLDER
 *   KYC_BENCH_AUGMENT=rot180,small KYC_BENCH_SPECIMENS=8 npx tsx bench/kyc.ts FOLDER
 *     (these transforms; KYC_BENCH_SPECIMENS spreads that many specimens over the folder; SHOW_MISSES=1;
 *     KYC_BENCH_ORIGINAL=0 leaves out the originals whose printed zone is known; KYC_BENCH_ONLY=polx,Canada
 *     keeps the specimens whose file name holds one of these; KYC_BENCH_SAVE=FOLDER writes each arrival there)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { homography, project } from '../server/upstream/documents/render/perspective'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { hash32, Rng } from '../server/upstream/registry/random'
import { loadLine, measureSpecimen, SpecimenTally, warmUp } from './kyc-specimens'
import { specimenZone, type TruthEntry } from './specimen-zones'

type Point = readonly [number, number]

/** How one arrival is made from a page `width` × `height` px. */
interface Arrival {
  /** Width the page is resampled to before it is placed. */
  pageWidth: number
  /** The frame's size and where the page's corners (top left, top right, bottom right, bottom left) land; null: the page is the frame. */
  frame: { width: number; height: number; corners: [Point, Point, Point, Point] } | null
  quarterTurns: number
  blur: number
  quality: number
}

export const TRANSFORMS = [
  'scaled',
  'jpeg_blur',
  'rot90',
  'rot180',
  'rot270',
  'tilt',
  'perspective',
  'small',
  'phone',
] as const
export type Transform = (typeof TRANSFORMS)[number]

const uniform = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min)

/** The page's corners turned by `degrees` about the frame's centre, the page `share` of the frame's width. */
function placed(
  rng: Rng,
  page: { width: number; height: number },
  share: number,
  degrees: number,
  keystone: number,
): NonNullable<Arrival['frame']> {
  const width = Math.round(page.width / share)
  const height = Math.round(Math.max(page.height * 1.15, width * uniform(rng, 0.65, 0.8)))
  const cx = width * uniform(rng, 0.42, 0.58)
  const cy = height * uniform(rng, 0.42, 0.58)
  const radians = (degrees * Math.PI) / 180
  const jitter = () => uniform(rng, -0.03, 0.03) * page.width
  // Keystone: the far edge (top or bottom, by the seed) shorter by `keystone` of the page's width.
  const farTop = rng.chance(0.5)
  const half = page.width / 2
  const inset = (top: boolean) => (top === farTop ? half * (1 - keystone) : half)
  const local: Point[] = [
    [-inset(true) + jitter(), -page.height / 2 + jitter()],
    [inset(true) + jitter(), -page.height / 2 + jitter()],
    [inset(false) + jitter(), page.height / 2 + jitter()],
    [-inset(false) + jitter(), page.height / 2 + jitter()],
  ]
  const corners = local.map(([x, y]): Point => [
    cx + x * Math.cos(radians) - y * Math.sin(radians),
    cy + x * Math.sin(radians) + y * Math.cos(radians),
  ]) as [Point, Point, Point, Point]
  return { width, height, corners }
}

export function arrivalOf(transform: Transform, rng: Rng, page: { width: number; height: number }): Arrival {
  const scaledWidth = Math.round(uniform(rng, 600, 800))
  const flat = { pageWidth: scaledWidth, frame: null, quarterTurns: 0, blur: 0, quality: 85 }
  const sized = (pageWidth: number) => ({
    width: pageWidth,
    height: Math.round((page.height * pageWidth) / page.width),
  })
  const sign = () => (rng.chance(0.5) ? -1 : 1)
  const farWidth = () => Math.round(Math.min(800, Math.max(400, page.width)) * uniform(rng, 0.9, 1))
  switch (transform) {
    case 'scaled':
      return flat
    case 'jpeg_blur':
      return { ...flat, blur: uniform(rng, 0.6, 1), quality: rng.int(40, 60) }
    case 'rot90':
    case 'rot270':
      // The arrival, not the page, is 600–800 px wide.
      return {
        ...flat,
        pageWidth: Math.round((scaledWidth * page.width) / page.height),
        quarterTurns: transform === 'rot90' ? 1 : 3,
        quality: 75,
      }
    case 'rot180':
      return { ...flat, quarterTurns: 2, quality: 75 }
    case 'tilt':
      return { ...flat, frame: placed(rng, sized(scaledWidth), 0.85, sign() * uniform(rng, 3, 8), 0), quality: 75 }
    case 'perspective':
      return {
        ...flat,
        frame: placed(rng, sized(scaledWidth), 0.75, uniform(rng, -2, 2), uniform(rng, 0.1, 0.2)),
        quality: 75,
      }
    case 'small': {
      const width = farWidth()
      return {
        ...flat,
        pageWidth: width,
        frame: placed(rng, sized(width), uniform(rng, 0.3, 0.5), uniform(rng, -4, 4), 0),
      }
    }
    case 'phone': {
      const width = farWidth()
      return {
        pageWidth: width,
        frame: placed(
          rng,
          sized(width),
          uniform(rng, 0.35, 0.5),
          sign() * uniform(rng, 0, 8),
          uniform(rng, 0.05, 0.15),
        ),
        quarterTurns: rng.int(0, 3),
        blur: uniform(rng, 0.5, 0.9),
        quality: rng.int(40, 60),
      }
    }
  }
}

/** A desk: a grain of the wood or laminate, a soft shadow across it, and sensor noise. */
function desk(rng: Rng, width: number, height: number): Uint8Array {
  const base = rng.pick([
    [150, 110, 75],
    [190, 170, 140],
    [90, 90, 95],
    [200, 200, 195],
  ])
  const pixels = new Uint8Array(width * height * 3)
  const frequency = uniform(rng, 0.03, 0.09)
  const wobble = uniform(rng, 0.005, 0.02)
  const shadow = uniform(rng, 0, 0.35)
  const noise = new Rng(rng.int(1, 1 << 30))
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const grain = 12 * Math.sin(frequency * y + 6 * Math.sin(wobble * x) + 2 * Math.sin(0.2 * frequency * x))
      const light = 1 - shadow * (x / width)
      const speck = (noise.next() - 0.5) * 16
      for (let c = 0; c < 3; c += 1)
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, (base[c]! + grain + speck) * light))
    }
  return pixels
}

/** The page (RGB, `page.width` × `page.height`) laid on a desk through the corners' homography, bilinear. */
function composed(
  rng: Rng,
  page: { pixels: Uint8Array; width: number; height: number },
  frame: NonNullable<Arrival['frame']>,
): Uint8Array {
  const { width, height, corners } = frame
  const out = desk(rng, width, height)
  const pageCorners: Point[] = [
    [0, 0],
    [page.width, 0],
    [page.width, page.height],
    [0, page.height],
  ]
  const toPage = homography(
    corners.map(([x, y]) => ({ x, y })),
    pageCorners.map(([x, y]) => ({ x, y })),
  )
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const onPage = project(toPage, { x: x + 0.5, y: y + 0.5 })
      const u = onPage.x - 0.5
      const v = onPage.y - 0.5
      if (u < -0.5 || v < -0.5 || u > page.width - 0.5 || v > page.height - 0.5) continue
      const x0 = Math.max(0, Math.min(page.width - 1, Math.floor(u)))
      const y0 = Math.max(0, Math.min(page.height - 1, Math.floor(v)))
      const x1 = Math.min(page.width - 1, x0 + 1)
      const y1 = Math.min(page.height - 1, y0 + 1)
      const fx = Math.max(0, Math.min(1, u - x0))
      const fy = Math.max(0, Math.min(1, v - y0))
      for (let k = 0; k < 3; k += 1) {
        const at = (px: number, py: number) => page.pixels[(py * page.width + px) * 3 + k]!
        const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
        const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
        out[(y * width + x) * 3 + k] = Math.round(top * (1 - fy) + bottom * fy)
      }
    }
  return out
}

/** The arrival's JPEG bytes. */
export async function arrive(bytes: Buffer, arrival: Arrival, rng: Rng): Promise<Buffer> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .resize({ width: arrival.pageWidth, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const page = {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
  const frame = arrival.frame
  const pixels = frame ? composed(rng, page, frame) : page.pixels
  const size = frame ?? page
  let image = sharp(Buffer.from(pixels), { raw: { width: size.width, height: size.height, channels: 3 } })
  if (arrival.quarterTurns > 0)
    image = sharp(
      await image
        .rotate(90 * arrival.quarterTurns)
        .png()
        .toBuffer(),
    )
  if (arrival.blur > 0.3) image = image.blur(arrival.blur)
  return image.jpeg({ quality: arrival.quality }).toBuffer()
}

/** Specimen `file` (its `bytes`) as it arrives by `transform`, made deterministically from `seed` and the file's name. */
export async function arrivalOfSpecimen(
  bytes: Buffer,
  file: string,
  transform: Transform,
  seed: number,
): Promise<Buffer> {
  const rng = new Rng(hash32(seed, TRANSFORMS.indexOf(transform), ...Buffer.from(file)))
  const meta = await sharp(bytes).rotate().metadata()
  const page = {
    width: meta.autoOrient?.width ?? meta.width ?? 1,
    height: meta.autoOrient?.height ?? meta.height ?? 1,
  }
  return arrive(bytes, arrivalOf(transform, rng, page), rng)
}

/** The specimens to run: all, or `count` spread evenly over the folder. */
function chosen<T>(entries: readonly T[], count: number | undefined): T[] {
  if (!count || count >= entries.length) return [...entries]
  return Array.from({ length: count }, (_, i) => entries[Math.floor((i * entries.length) / count)]!)
}

export async function benchAugmented(folder: string, spec: string): Promise<void> {
  const transforms = spec === 'all' ? [...TRANSFORMS] : (spec.split(',') as Transform[])
  const unknown = transforms.filter((name) => !TRANSFORMS.includes(name))
  if (unknown.length > 0)
    throw new Error(`KYC_BENCH_AUGMENT: unknown transform ${unknown.join(', ')} (known: ${TRANSFORMS.join(', ')}, all)`)
  const seed = Number(process.env.KYC_BENCH_SEED ?? 1)
  const showAll = process.env.SHOW_MISSES === '1'
  const all = JSON.parse(await readFile(join(folder, 'truth.json'), 'utf8')) as TruthEntry[]
  const only = process.env.KYC_BENCH_ONLY?.split(',')
  const entries = chosen(
    all,
    process.env.KYC_BENCH_SPECIMENS ? Number(process.env.KYC_BENCH_SPECIMENS) : undefined,
  ).filter((entry) => !only || only.some((part) => entry.file.includes(part)))
  const saveTo = process.env.KYC_BENCH_SAVE
  if (saveTo) await mkdir(saveTo, { recursive: true })
  const now = Date.now()
  await warmUp(folder, entries)
  const tallies = new Map<string, SpecimenTally>(['original', ...transforms].map((name) => [name, new SpecimenTally()]))
  for (const entry of entries) {
    const bytes = await readFile(join(folder, entry.file))
    const printed = specimenZone(entry).lines
    // KYC_BENCH_ORIGINAL=0: the original is not submitted where the printed zone is known (arrivals only).
    const original =
      printed && process.env.KYC_BENCH_ORIGINAL === '0' ? undefined : await measureSpecimen(bytes, printed, now)
    if (original) tallies.get('original')!.add(entry.file, original, showAll)
    // Where no text is known, the zone read on the original (its check digits holding) is the zone to expect.
    const trueLines = printed ?? (original?.exact && original.lines ? original.lines : undefined)
    for (const transform of transforms) {
      const arrival = await arrivalOfSpecimen(bytes, entry.file, transform, seed)
      if (saveTo) await writeFile(join(saveTo, `${transform}-seed${seed}-${entry.file}.jpg`), arrival)
      const outcome = await measureSpecimen(arrival, trueLines, now)
      tallies.get(transform)!.add(entry.file, outcome, showAll)
      console.error(
        `${entry.file} ${transform}: ${outcome.cpu.toFixed(2)} s CPU, zone ${outcome.exact ? 'exact' : 'missed'}, codes ${outcome.declinedCodes.join(',') || 'none'}`,
      )
    }
  }
  await terminateOcrPool()
  console.log(`specimens: ${entries.length}, seed ${seed}`)
  for (const [name, tally] of tallies) console.log(`${name.padEnd(12)} ${tally.line()}`)
  for (const [name, tally] of tallies) console.log(`${name.padEnd(12)} decline codes: ${tally.codesLine()}`)
  for (const [name, tally] of tallies) {
    for (const line of tally.falseAccepts) console.log(`  ${name} false accept: ${line}`)
    for (const line of tally.misses) console.log(`  ${name} ${line}`)
  }
  console.log(loadLine())
}
