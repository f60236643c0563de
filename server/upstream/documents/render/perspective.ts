/**
 * Projective maps between quadrilaterals (a card photographed at an angle): the homography taking
 * four points to four others, solved from the eight equations the corners give.
 */

export interface Point {
  x: number
  y: number
}

/** 3×3 matrix, row-major, h[8] = 1. */
export type Homography = readonly number[]

/** The homography mapping each `from[i]` onto `to[i]` (four points each, no three on a line). */
export function homography(from: readonly Point[], to: readonly Point[]): Homography {
  const rows: number[][] = []
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!
    const { x: u, y: v } = to[i]!
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v])
  }
  // Gauss–Jordan elimination with partial pivoting on the 8×9 augmented matrix.
  for (let column = 0; column < 8; column++) {
    let pivot = column
    for (let row = column + 1; row < 8; row++)
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row
    if (Math.abs(rows[pivot]![column]!) < 1e-12) throw new Error('the corners are degenerate (three on a line)')
    ;[rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!]
    const lead = rows[column]!
    const divisor = lead[column]!
    for (let k = column; k < 9; k++) lead[k] = lead[k]! / divisor
    for (let row = 0; row < 8; row++) {
      if (row === column) continue
      const factor = rows[row]![column]!
      if (factor === 0) continue
      for (let k = column; k < 9; k++) rows[row]![k] = rows[row]![k]! - factor * lead[k]!
    }
  }
  return [...rows.map((row) => row[8]!), 1]
}

export function project(h: Homography, point: Point): Point {
  const w = h[6]! * point.x + h[7]! * point.y + h[8]!
  return { x: (h[0]! * point.x + h[1]! * point.y + h[2]!) / w, y: (h[3]! * point.x + h[4]! * point.y + h[5]!) / w }
}
