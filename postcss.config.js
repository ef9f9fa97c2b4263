// Tailwind v4 runs as a PostCSS plugin under the Remix classic compiler (STACK.md).
export default {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};
