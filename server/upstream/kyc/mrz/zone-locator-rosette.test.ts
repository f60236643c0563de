import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { font, registerDocumentFonts } from '../../documents/render/fonts'
import { findZoneBands, ZONE_SEARCHES } from './zone-locator'

const ZONE = ['P<DEUROSSI<<ELIAS<<<<<<<<<<<<<<<<<<<<<<<<<<<', '1Z5L1A8OV6DEU5011265<3412248<<<<<<<<<<<<<<<2']
const WIDTH = 700
const HEIGHT = 480
const FIELDS = [
  ['Surname / Nom', 'ROSSI'],
  ['Given names / Prénoms', 'ELIAS'],
  ['Document No. / No du document', '1Z5L1A8OV'],
  ['Nationality / Nationalité', 'DEU'],
  ['Date of birth / Date de naissance', '26.11.1950'],
  ['Sex / Sexe', 'X'],
  ['Date of issue / Date de délivrance', '18.04.2022'],
  ["Date of expiry / Date d'expiration", '24.12.2034'],
] as const
/** Where the zone's two lines are drawn, before the page is turned. */
const ZONE_LEFT = 30
const ZONE_RIGHT = 670
const ZONE_TOP = 392
const LINE_GAP = 30
/** Desk around the page, each side: the page fills about two thirds of the photo, as a hand-held shot does. */
const DESK = 150

/**
 * A passport page 700 × 480 made here: fields in a column whose last line stands just above the zone,
 * a guilloche rosette (fine ellipses turned about one centre) over the fields and the zone's fillers,
 * the zone in OCR-B, the page turned `degrees` clockwise.
 */
async function passport(degrees: number): Promise<Buffer> {
  registerDocumentFonts()
  const canvas = createCanvas(WIDTH, HEIGHT)
  const context = canvas.getContext('2d')
  context.fillStyle = '#f1efe8'
  context.fillRect(0, 0, WIDTH, HEIGHT)
  context.strokeStyle = '#8f9aa8'
  context.lineWidth = 1
  for (let petal = 0; petal < 36; petal += 1) {
    context.beginPath()
    context.ellipse(470, 300, 150, 45, (petal * Math.PI) / 36, 0, 2 * Math.PI)
    context.stroke()
  }
  context.fillStyle = '#7d8590'
  context.fillRect(40, 90, 150, 190)
  context.fillStyle = '#1a1a1a'
  FIELDS.forEach(([label, value], row) => {
    context.font = font('sans', 11)
    context.fillText(label, 230, 84 + row * 36)
    context.font = font('sans', 15, 'bold')
    context.fillText(value, 230, 100 + row * 36)
  })
  context.fillStyle = '#111111'
  context.font = font('ocrB', 22)
  const pitch = (ZONE_RIGHT - ZONE_LEFT) / 44
  ZONE.forEach((line, row) =>
    [...line].forEach((char, at) => context.fillText(char, ZONE_LEFT + at * pitch, ZONE_TOP + row * LINE_GAP)),
  )
  return sharp(canvas.toBuffer('image/png'))
    .extend({ top: DESK, bottom: DESK, left: DESK, right: DESK, background: '#5b5f66' })
    .rotate(degrees, { background: '#5b5f66' })
    .jpeg({ quality: 80 })
    .toBuffer()
}

describe('a tilted zone that a rosette and the fields above it join to other ink', () => {
  it('is found on the first copy, along its own course', async () => {
    const degrees = 8
    const image = await passport(degrees)
    const { bands, width, height } = await findZoneBands(image, ZONE_SEARCHES[0])
    // The zone's centre on the turned image (sharp grows the canvas around the turned page).
    const radians = (degrees * Math.PI) / 180
    // (The page's centre is the photo's: the desk is as wide on every side.)
    const dx = (ZONE_LEFT + ZONE_RIGHT) / 2 - WIDTH / 2
    const dy = ZONE_TOP + LINE_GAP / 2 - 8 - HEIGHT / 2
    const centreX = width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians)
    const centreY = height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians)
    const zone = bands.find(
      (band) =>
        Math.hypot(band.centreX - centreX, band.centreY - centreY) < 40 && band.length > 0.7 * (ZONE_RIGHT - ZONE_LEFT),
    )
    expect(zone).toBeDefined()
    expect(Math.abs(zone!.degrees - degrees)).toBeLessThan(2)
  })
})
