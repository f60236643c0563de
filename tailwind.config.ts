import type { Config } from 'tailwindcss'

// Loaded from src/styles.css with `@config`. Dark mode follows the `dark` class that the theme
// toggle sets on <html> (initially from the system preference).
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#2f6fde',
          600: '#1f57c3',
          700: '#1a469c',
        },
      },
    },
  },
} satisfies Config
