import type { SKRSContext2D } from '@napi-rs/canvas'

/**
 * An official-looking round seal: two rings, text around the edge, a star and a short text in the
 * middle. Drawn in one colour, slightly transparent like ink.
 */
export interface SealStyle {
  /** Text around the ring (the issuing authority). */
  ringText: string
  /** Short text in the middle (a year, "SEAL"). */
  centreText: string
  color: string
  fontFamily: string
}

export function drawSeal(context: SKRSContext2D, cx: number, cy: number, radius: number, style: SealStyle): void {
  context.save()
  context.globalAlpha = 0.75
  context.strokeStyle = style.color
  context.fillStyle = style.color
  context.lineWidth = Math.max(1, radius * 0.04)
  for (const r of [radius, radius * 0.72]) {
    context.beginPath()
    context.arc(cx, cy, r, 0, Math.PI * 2)
    context.stroke()
  }
  // Serrated outer edge.
  context.beginPath()
  const teeth = 60
  for (let i = 0; i <= teeth * 2; i++) {
    const angle = (i / (teeth * 2)) * Math.PI * 2
    const r = i % 2 === 0 ? radius * 1.08 : radius * 1.02
    const x = cx + Math.cos(angle) * r
    const y = cy + Math.sin(angle) * r
    if (i === 0) context.moveTo(x, y)
    else context.lineTo(x, y)
  }
  context.stroke()
  // Ring text, letter by letter along the upper arc.
  const ring = style.ringText.toUpperCase()
  const fontSize = radius * 0.16
  context.font = `bold ${fontSize}px "${style.fontFamily}"`
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  const span = Math.min(Math.PI * 1.7, (ring.length * (fontSize * 0.78)) / (radius * 0.86))
  for (let i = 0; i < ring.length; i++) {
    const angle = -Math.PI / 2 - span / 2 + (span * (i + 0.5)) / ring.length
    context.save()
    context.translate(cx + Math.cos(angle) * radius * 0.86, cy + Math.sin(angle) * radius * 0.86)
    context.rotate(angle + Math.PI / 2)
    context.fillText(ring[i] ?? '', 0, 0)
    context.restore()
  }
  // Star and centre text.
  context.beginPath()
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const r = i % 2 === 0 ? radius * 0.3 : radius * 0.12
    const x = cx + Math.cos(angle) * r
    const y = cy - radius * 0.12 + Math.sin(angle) * r
    if (i === 0) context.moveTo(x, y)
    else context.lineTo(x, y)
  }
  context.closePath()
  context.fill()
  context.font = `bold ${radius * 0.17}px "${style.fontFamily}"`
  context.fillText(style.centreText, cx, cy + radius * 0.35)
  context.restore()
}
