import type { SKRSContext2D } from '@napi-rs/canvas'
import type { Rng } from '../../registry/random'

/**
 * A drawn portrait for an identity document: a face (skin, hair, eyes, brows, nose, mouth) on
 * shoulders against a light studio background; no image is downloaded. `ghost` draws it pale and
 * monochrome, as the small second portrait of a data page.
 */

const SKINS = ['#f1c7a5', '#e0ac86', '#c68e63', '#9c6a45', '#6f4a31', '#f5d6bf']
const HAIRS = ['#2b1d14', '#4a3022', '#7a5634', '#b58a52', '#1a1a1a', '#8c8c8c']
const CLOTHES = ['#2e3b4e', '#5b2a2a', '#2f4f3a', '#444444', '#1f2f5c', '#6b5b3e']

export function drawPortrait(
  context: SKRSContext2D,
  box: { x: number; y: number; width: number; height: number },
  rng: Rng,
  options: { ghost?: boolean } = {},
): void {
  const { x, y, width: w, height: h } = box
  const skin = rng.pick(SKINS)
  const hair = rng.pick(HAIRS)
  const clothes = rng.pick(CLOTHES)
  context.save()
  context.beginPath()
  context.rect(x, y, w, h)
  context.clip()
  if (options.ghost) {
    context.globalAlpha = 0.28
    context.filter = 'grayscale(100%)'
  }
  const backdrop = context.createLinearGradient(x, y, x, y + h)
  backdrop.addColorStop(0, '#dfe6ee')
  backdrop.addColorStop(1, '#b9c4d0')
  context.fillStyle = backdrop
  context.fillRect(x, y, w, h)

  const cx = x + w / 2 + (rng.next() - 0.5) * w * 0.06
  const headY = y + h * 0.4
  const headW = w * (0.24 + rng.next() * 0.04)
  const headH = headW * 1.3
  // Shoulders and neck.
  context.fillStyle = clothes
  context.beginPath()
  context.ellipse(cx, y + h * 1.02, w * 0.48, h * 0.3, 0, Math.PI, Math.PI * 2)
  context.fill()
  context.fillStyle = skin
  context.fillRect(cx - headW * 0.42, headY + headH * 0.7, headW * 0.84, h * 0.16)
  // Hair behind the head, then the face.
  context.fillStyle = hair
  context.beginPath()
  context.ellipse(cx, headY - headH * 0.08, headW * 1.1, headH * (rng.chance(0.5) ? 1.05 : 0.9), 0, 0, Math.PI * 2)
  context.fill()
  context.fillStyle = skin
  context.beginPath()
  context.ellipse(cx, headY + headH * 0.06, headW, headH, 0, 0, Math.PI * 2)
  context.fill()
  context.fillStyle = hair
  context.beginPath()
  context.ellipse(cx, headY - headH * 0.72, headW * 1.02, headH * 0.4, 0, Math.PI, Math.PI * 2)
  context.fill()
  // Eyes, brows, nose and mouth.
  const eyeY = headY - headH * 0.02
  for (const side of [-1, 1]) {
    const ex = cx + side * headW * 0.4
    context.fillStyle = '#f7f7f7'
    context.beginPath()
    context.ellipse(ex, eyeY, headW * 0.17, headW * 0.08, 0, 0, Math.PI * 2)
    context.fill()
    context.fillStyle = '#3b2a1e'
    context.beginPath()
    context.arc(ex, eyeY, headW * 0.065, 0, Math.PI * 2)
    context.fill()
    context.strokeStyle = hair
    context.lineWidth = headW * 0.05
    context.beginPath()
    context.moveTo(ex - headW * 0.18, eyeY - headW * 0.16)
    context.quadraticCurveTo(ex, eyeY - headW * 0.24, ex + headW * 0.18, eyeY - headW * 0.16)
    context.stroke()
  }
  context.strokeStyle = 'rgba(90, 55, 35, 0.55)'
  context.lineWidth = headW * 0.04
  context.beginPath()
  context.moveTo(cx, eyeY + headW * 0.1)
  context.lineTo(cx - headW * 0.1, eyeY + headH * 0.38)
  context.lineTo(cx + headW * 0.06, eyeY + headH * 0.4)
  context.stroke()
  context.strokeStyle = '#9a4a45'
  context.lineWidth = headW * 0.06
  context.beginPath()
  context.moveTo(cx - headW * 0.3, headY + headH * 0.58)
  context.quadraticCurveTo(cx, headY + headH * (0.62 + rng.next() * 0.08), cx + headW * 0.3, headY + headH * 0.58)
  context.stroke()
  context.restore()
}
