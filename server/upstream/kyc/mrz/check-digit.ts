/** A zone character's value in a check digit's weighted sum (ICAO 9303 part 3): 0–9, A = 10 … Z = 35, anything else (`<`) 0. */
export function mrzCharValue(char: string): number {
  const code = char.charCodeAt(0)
  return char >= '0' && char <= '9' ? code - 48 : char >= 'A' && char <= 'Z' ? code - 55 : 0
}

/** ICAO 9303 check digit: characters valued by mrzCharValue, weighted 7, 3, 1 repeating, modulo 10. */
export function mrzCheckDigit(text: string): string {
  let sum = 0
  for (let index = 0; index < text.length; index += 1) sum += mrzCharValue(text[index] ?? '<') * [7, 3, 1][index % 3]!
  return String(sum % 10)
}

/** Two characters whose values differ by a multiple of 10 (6/G, 8/S, O/Y…): no check digit tells one from the other. */
export function checkBlind(a: string, b: string): boolean {
  return a !== b && a !== '<' && b !== '<' && (mrzCharValue(a) - mrzCharValue(b)) % 10 === 0
}
