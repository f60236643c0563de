/**
 * Seals found by their ring (ADR 0068): a round or oval stamp is a ring of ink (often two) with
 * words stood along it and a date or an emblem in its middle. Its ring is a pen-stroke-like mark
 * (pen-strokes.ts), but its lettering is letter-sized ink that would count as text lines all
 * around the ring: the ring's pixels then lie "on a line" everywhere and stay, and the ring's
 * words are read as noise lines among the page's. A letter inside a ring is the seal's own unless
 * print outside the ring stands at its height nearby: a line of the page that the seal was pressed
 * over runs on past the ring, the seal's words do not.
 */

/** A connected part of the ink (pen-strokes.ts): its box and its number of pixels. */
export interface InkBox {
  x0: number
  y0: number
  x1: number
  y1: number
  count: number
}

/** A ring's box is at most this much longer one way than the other (a circle, an oval stamp). */
const maxRingAspect = 1.6
/** A seal is at most this many letter heights across (a page's frame is no seal). */
const maxRingLetters = 40
/** The share of a ring's pixels that lie near the ellipse its box holds (a rectangle's frame: at most about half). */
const minRingShare = 0.65
/** Near the ellipse: within this share of its radius. */
const ringBand = 0.1
/** A letter is inside a ring when its middle is within this share of the ring's radius from the ring's middle. */
const insideShare = 0.95

/**
 * Whether each part of the ink is a seal's lettering: a part that is no mark, lies inside a mark
 * shaped as a ring (most of its pixels near the ellipse its box holds), and has no print beside
 * the ring at its height (a part outside every ring, no mark, within the ring's radius of the
 * ring's box, whose rows hold the letter's middle row).
 */
export function sealLettering(
  labels: Int32Array,
  boxes: readonly InkBox[],
  isMark: readonly boolean[],
  page: { width: number; letter: number },
): boolean[] {
  // The largest ring first: a letter inside two rings (a seal's inner and outer ring) is the outer one's.
  const rings = ringsAmong(labels, boxes, isMark, page).sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))
  const lettering = boxes.map(() => false)
  if (rings.length === 0) return lettering
  const inside = boxes.map((box, index) => {
    if (isMark[index]) return null
    const [x, y] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2]
    return rings.find((ring) => ellipseDistance(ring, x, y) <= insideShare) ?? null
  })
  boxes.forEach((box, index) => {
    const ring = inside[index]
    if (!ring) return
    const middle = (box.y0 + box.y1) / 2
    const reach = (ring.x1 - ring.x0) / 2
    const beside = boxes.some(
      (other, o) =>
        !isMark[o] &&
        inside[o] === null &&
        other.y0 <= middle &&
        other.y1 >= middle &&
        other.x1 >= ring.x0 - reach &&
        other.x0 <= ring.x1 + reach,
    )
    lettering[index] = !beside
  })
  return lettering
}

/** How far (x, y) is from the middle of the ellipse a box holds, in its radii (1 on the ellipse). */
function ellipseDistance(box: InkBox, x: number, y: number): number {
  const [a, b] = [(box.x1 - box.x0 + 1) / 2, (box.y1 - box.y0 + 1) / 2]
  return Math.hypot((x - (box.x0 + box.x1) / 2) / a, (y - (box.y0 + box.y1) / 2) / b)
}

/** The marks shaped as rings: nearly round boxes, most of whose pixels lie near the ellipse the box holds. */
function ringsAmong(
  labels: Int32Array,
  boxes: readonly InkBox[],
  isMark: readonly boolean[],
  { width, letter }: { width: number; letter: number },
): InkBox[] {
  const candidate = boxes.map((box, index) => {
    if (!isMark[index]) return false
    const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1]
    return Math.max(w, h) <= maxRingAspect * Math.min(w, h) && Math.max(w, h) <= maxRingLetters * letter
  })
  if (!candidate.includes(true)) return []
  const near = new Array<number>(boxes.length).fill(0)
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!
    if (label < 0 || !candidate[label]) continue
    const x = i % width
    if (Math.abs(ellipseDistance(boxes[label]!, x, (i - x) / width) - 1) <= ringBand) near[label]!++
  }
  return boxes.filter((box, index) => candidate[index] && near[index]! >= minRingShare * box.count)
}
