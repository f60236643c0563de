/**
 * How a reading was made: Tesseract's characters in the zone's cells (`cells`), the same fused with
 * the cells' OCR-B outlines (`outline`: where Tesseract read nothing, the outline alone), or the page's
 * own OCR (`page`); the outlines alone (`shape`), which only ever widen the doubt about a
 * number's look-alikes (zone-choice.ts); and the small-cell classifier's reading of the same cells
 * (`learned`, ADR 0057), chosen only where no other reading is read whole; and PaddleOCR's line
 * recogniser's reading of the band's lines (`paddle`, ADR 0104), chosen likewise.
 */
export type ZoneMethod = 'cells' | 'outline' | 'shape' | 'learned' | 'page' | 'paddle'
