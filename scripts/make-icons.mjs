// Draws the Groundwork icons (a white geometric "G" on the brand blue) with no downloads and no
// image library: shapes are signed-distance functions, so edges are anti-aliased by how far each
// pixel centre lies from them, and a tiny PNG encoder (node:zlib + CRC-32) writes the files.
//
// Regenerate after changing the mark or the colours, then commit the results with this script:
//   node scripts/make-icons.mjs
// Writes public/icons/:
//   icon-192.png, icon-512.png   manifest icons, purpose "any": a rounded square, transparent corners
//   icon-maskable-512.png        purpose "maskable": full-bleed blue, mark inside the central 80%
//                                (the safe zone the platform's mask never cuts)
//   apple-touch-icon-180.png     iOS home screen: opaque and full-bleed (iOS rounds the corners and
//                                would turn transparency black)
//   favicon.svg                  browser tab; the same geometry as SVG, sharp at any size
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const BLUE = [0x0b, 0x6b, 0xcb];
const WHITE = [0xff, 0xff, 0xff];

// The "G", in units of the canvas (0..1, centre 0.5): a ring of radius `ring` drawn with a stroke
// `stroke` wide, open between north-east and east, and a bar from the centre to the ring at east.
const OPENING_START = (-50 * Math.PI) / 180; // the arc's upper end (y grows downwards)
const MARK_ANY = { ring: 0.245, stroke: 0.115 }; // outer radius ~0.30: bold on a small home screen
const MARK_MASKABLE = { ring: 0.2, stroke: 0.094 }; // outer radius ~0.25 < 0.40 safe-zone radius
const CORNER = 0.22; // rounded-square corner radius, as a share of the canvas

// ---- Shapes: signed distance (negative inside), in canvas units ------------------------------------

function roundedSquare(x, y, half, radius) {
  const qx = Math.abs(x - 0.5) - half + radius;
  const qy = Math.abs(y - 0.5) - half + radius;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

function segment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function letterG(x, y, { ring, stroke }) {
  const px = x - 0.5;
  const py = y - 0.5;
  const angle = Math.atan2(py, px);
  // The arc covers every angle except the opening (OPENING_START, 0); its ends are round caps.
  const onArc = !(angle > OPENING_START && angle < 0);
  const arc = onArc
    ? Math.abs(Math.hypot(px, py) - ring)
    : Math.min(
        Math.hypot(px - ring * Math.cos(OPENING_START), py - ring * Math.sin(OPENING_START)),
        Math.hypot(px - ring, py),
      );
  const bar = segment(px, py, 0.02, 0, ring, 0);
  return Math.min(arc, bar) - stroke / 2;
}

// ---- Rendering -----------------------------------------------------------------------------------

/** Coverage of a pixel by a shape: 1 inside, 0 outside, a ramp one pixel wide across the edge. */
const coverage = (distance, size) => Math.max(0, Math.min(1, 0.5 - distance * size));

/**
 * Renders `size`×`size` pixels. `background(x, y)` and `mark(x, y)` are distance functions; the
 * mark is white over the blue background. Returns RGBA rows.
 */
function render(size, background, mark) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = (col + 0.5) / size;
      const y = (row + 0.5) / size;
      const bg = coverage(background(x, y), size);
      const fg = Math.min(bg, coverage(mark(x, y), size));
      const alpha = bg;
      const i = (row * size + col) * 4;
      for (let c = 0; c < 3; c++) {
        // Straight (not premultiplied) colour: the mix of blue and white where the mark covers.
        pixels[i + c] = alpha === 0 ? 0 : Math.round(BLUE[c] + (WHITE[c] - BLUE[c]) * (fg / alpha));
      }
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

// ---- PNG encoding (8-bit RGBA or RGB, no interlace) -----------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** PNG bytes of RGBA pixels; `opaque` drops the alpha channel (colour type 2 instead of 6). */
function encodePng(size, rgba, { opaque = false } = {}) {
  const channels = opaque ? 3 : 4;
  const rows = Buffer.alloc(size * (1 + size * channels));
  for (let row = 0; row < size; row++) {
    const start = row * (1 + size * channels);
    rows[start] = 0; // filter: none (deflate does well enough on flat colour)
    for (let col = 0; col < size; col++) {
      const from = (row * size + col) * 4;
      rgba.copy(rows, start + 1 + col * channels, from, from + channels);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = opaque ? 2 : 6; // RGB or RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- The files ---------------------------------------------------------------------------------

const roundedTile = (x, y) => roundedSquare(x, y, 0.5, CORNER);
const fullBleed = () => -1; // every pixel inside

const PNG_ICONS = [
  { file: 'icon-192.png', size: 192, background: roundedTile, mark: MARK_ANY, opaque: false },
  { file: 'icon-512.png', size: 512, background: roundedTile, mark: MARK_ANY, opaque: false },
  { file: 'icon-maskable-512.png', size: 512, background: fullBleed, mark: MARK_MASKABLE, opaque: true },
  { file: 'apple-touch-icon-180.png', size: 180, background: fullBleed, mark: MARK_ANY, opaque: true },
];

/** The same mark as SVG: one stroked path (arc the long way round, then the bar to the centre). */
function faviconSvg() {
  const unit = 64;
  const { ring, stroke } = MARK_ANY;
  const r = ring * unit;
  const c = unit / 2;
  const fmt = (n) => Number(n.toFixed(2));
  const start = [fmt(c + r * Math.cos(OPENING_START)), fmt(c + r * Math.sin(OPENING_START))];
  const hex = `#${BLUE.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${unit} ${unit}">`,
    `  <rect width="${unit}" height="${unit}" rx="${fmt(CORNER * unit)}" fill="${hex}"/>`,
    `  <path d="M${start[0]} ${start[1]}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(c + r)} ${c}H${fmt(c + 0.02 * unit)}"`,
    `    fill="none" stroke="#fff" stroke-width="${fmt(stroke * unit)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const icon of PNG_ICONS) {
  const pixels = render(icon.size, icon.background, (x, y) => letterG(x, y, icon.mark));
  const png = encodePng(icon.size, pixels, { opaque: icon.opaque });
  fs.writeFileSync(path.join(OUT_DIR, icon.file), png);
  console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
}
fs.writeFileSync(path.join(OUT_DIR, 'favicon.svg'), faviconSvg());
console.log('favicon.svg');
