/** True for C0 control characters and DEL. */
export function isControlCharacter(char: string) {
  const code = char.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

export function withoutControlCharacters(text: string) {
  return [...text].filter((char) => !isControlCharacter(char)).join('')
}
