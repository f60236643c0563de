import { describe, expect, it } from 'vitest'
import { paddleFolded } from './paddle-lookalikes'

describe('paddleFolded', () => {
  it('takes marks off letters the engine reads as their base letter', () => {
    expect(paddleFolded('Dvořák Šťastný Łódź')).toBe('Dvorak Stastny Lodz')
  })

  it('writes a letter the engine reads otherwise as its likeliest reading', () => {
    expect(paddleFolded('Groß-Gerauer Brückenbau')).toBe('GroB-Gerauer Bruckenbau')
    expect(paddleFolded('Œuvre Bæk')).toBe('Euvre Baek')
  })

  it('folds a letter the engine has (é) as the letter it stands for', () => {
    expect(paddleFolded('Société Générale')).toBe(paddleFolded('Societe Generale'))
  })
})
