// Draws a geometric initials avatar as SVG, the same for the same name every time. Used for the sample team
// roster (content/team.ts); replace the avatars with real portraits when the roster becomes real.
// Usage: npx tsx art/generate-avatar.ts "Dana Whitfield" public/images/team/dana-whitfield.svg [swatch 0-7]
// The optional swatch picks the background colour, to keep neighbours on the page apart.
import { writeFileSync } from 'node:fs';

// Dark enough that white initials pass WCAG AA as large text on every swatch.
const PALETTE = ['#0b5cad', '#0e7c74', '#0d1b2a', '#5b3a99', '#8a4b00', '#1f5f8b', '#7a2e4f', '#2f5d3a'];

/** FNV-1a: a tiny stable hash, so a name always draws the same picture. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function* randoms(seed: number): Generator<number, never> {
  let state = seed || 1;
  for (;;) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    yield state / 0xffffffff;
  }
}

export function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function avatarSvg(name: string, swatch?: number, size = 240) {
  const rnd = randoms(hash(name));
  const next = () => rnd.next().value;
  const base = PALETTE[(swatch ?? hash(name)) % PALETTE.length];
  const cx = Math.round(size * (0.65 + next() * 0.35));
  const cy = Math.round(size * next() * 0.4);
  const r = Math.round(size * (0.45 + next() * 0.2));
  const bandAngle = Math.round(-35 + next() * 70);
  const dots = Array.from({ length: 3 }, () => ({
    x: Math.round(size * (0.1 + next() * 0.3)),
    y: Math.round(size * (0.65 + next() * 0.25)),
    r: Math.round(size * (0.02 + next() * 0.03)),
  }));
  const font = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${base}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="${-size}" y="${size * 0.62}" width="${size * 3}" height="${size * 0.16}" fill="#ffffff" fill-opacity="0.08" transform="rotate(${bandAngle} ${size / 2} ${size / 2})"/>
${dots.map((d) => `  <circle cx="${d.x}" cy="${d.y}" r="${d.r}" fill="#ffffff" fill-opacity="0.22"/>`).join('\n')}
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${font}" font-size="${Math.round(size * 0.36)}" font-weight="700" fill="#ffffff" letter-spacing="2">${initials(name)}</text>
</svg>
`;
}

if (require.main === module) {
  const [name, output, swatch] = process.argv.slice(2);
  if (!name || !output) {
    console.error('usage: npx tsx art/generate-avatar.ts "<full name>" <output.svg> [swatch 0-7]');
    process.exit(1);
  }
  writeFileSync(output, avatarSvg(name, swatch === undefined ? undefined : Number(swatch)));
  console.log(`wrote ${output}`);
}
