/** ICAO 9303 check digit: characters valued 0–9, A=10…Z=35, `<`=0, weighted 7, 3, 1 repeating, modulo 10. */
export function mrzCheckDigit(text: string): string {
  let sum = 0
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '<'
    const code = char.charCodeAt(0)
    const value = char >= '0' && char <= '9' ? code - 48 : char >= 'A' && char <= 'Z' ? code - 55 : 0
    sum += value * [7, 3, 1][index % 3]!
  }
  return String(sum % 10)
}
