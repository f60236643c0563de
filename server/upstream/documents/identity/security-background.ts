import type { SKRSContext2D } from '@napi-rs/canvas'
import type { Rng } from '../../registry/random'

/**
 * The security print of an identity document's data page: a rainbow tint (pastel hues blending
 * across the page), fine wavy line bands, and guilloche rosettes (hypotrochoids of thin lines), as
 * passports and identity cards print them to make copying hard. `strength` 1 for the data area; the
 * machine-readable zone gets a fainter print (real zones are printed over a light pattern too).
 */
export function drawSecurityBackground(
  context: SKRSContext2D,
  area: { x: number; y: number; width: number; height: number },
  rng: Rng,
  strength = 1,
): void {
  const { x, y, width, height } = area
  context.save()
  context.beginPath()
  context.rect(x, y, width, height)
  context.clip()
  const hue = rng.int(0, 359)
  const tint = context.createLinearGradient(x, y, x + width, y + height)
  for (let stop = 0; stop <= 4; stop++)
    tint.addColorStop(stop / 4, `hsla(${(hue + stop * 55) % 360}, 70%, 88%, ${0.55 * strength})`)
  context.fillStyle = tint
  context.fillRect(x, y, width, height)

  // Fine wavy lines, a band of them every few millimetres: thin strokes a scanner barely resolves.
  const spacing = Math.max(4, Math.round(height / 90))
  const amplitude = spacing * (1.5 + rng.next() * 2)
  const wavelength = width / (3 + rng.int(0, 4))
  const phase = rng.next() * Math.PI * 2
  context.lineWidth = Math.max(1, spacing / 5)
  for (let line = -4; line * spacing < height + amplitude * 2; line++) {
    context.strokeStyle = `hsla(${(hue + line * 3) % 360}, 45%, 58%, ${0.35 * strength})`
    context.beginPath()
    for (let px = 0; px <= width; px += Math.max(2, spacing / 2)) {
      const py = y + line * spacing + amplitude * Math.sin((px / wavelength) * Math.PI * 2 + phase + line * 0.05)
      if (px === 0) context.moveTo(x + px, py)
      else context.lineTo(x + px, py)
    }
    context.stroke()
  }

  // Guilloche rosettes: hypotrochoids x = (R−r)cos t + d cos((R−r)t/r), many turns of a thin line.
  const rosettes = 2 + rng.int(0, 2)
  for (let index = 0; index < rosettes; index++) {
    const cx = x + width * (0.15 + rng.next() * 0.7)
    const cy = y + height * (0.2 + rng.next() * 0.6)
    const big = Math.min(width, height) * (0.25 + rng.next() * 0.25)
    const small = big * (0.12 + rng.next() * 0.2)
    const reach = small * (0.8 + rng.next() * 0.9)
    context.strokeStyle = `hsla(${(hue + 120 + index * 40) % 360}, 50%, 50%, ${0.3 * strength})`
    context.lineWidth = Math.max(1, big / 400)
    context.beginPath()
    const turns = 40
    const steps = turns * 90
    for (let step = 0; step <= steps; step++) {
      const t = (step / steps) * turns * Math.PI * 2
      const px = cx + (big - small) * Math.cos(t) + reach * Math.cos(((big - small) / small) * t)
      const py = cy + (big - small) * Math.sin(t) - reach * Math.sin(((big - small) / small) * t)
      if (step === 0) context.moveTo(px, py)
      else context.lineTo(px, py)
    }
    context.stroke()
  }
  context.restore()
}
