#!/usr/bin/env node
// Generates the demo schools' illustrations: flat, hand-composed SVG pictures built from simple
// shapes (no dependencies, no text baked into the pictures). Run: node scripts/make-demo-media.mjs
//
//   public/demo/sunshine/…   school 1, Sunshine Kids Academy: warm oranges/yellows, deep teal
//   public/demo/rainbow/…    school 2, Rainbow Early Learning Centre: purples, blues, greens
//   public/demo/default-slide.svg, public/demo/default-story-icon.svg   shared fallbacks
//
// Output is deterministic: the same script always writes the same bytes.

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { seededRandom } from "./seeded-random.mjs";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "demo");
const MAX_BYTES = 12 * 1024;

// ───────────────────────────── primitives ─────────────────────────────

const n = (v) => {
  const r = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function el(tag, a, ...kids) {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(a || {})) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? n(v) : esc(v)}"`;
  }
  const body = kids.flat(Infinity).filter(Boolean).join("");
  return body ? `${s}>${body}</${tag}>` : `${s}/>`;
}
/** Path data template: numbers are rounded to one decimal. */
const D = (strs, ...vals) =>
  strs.reduce((acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === "number" ? n(vals[i]) : vals[i]) : ""), "");

const rect = (x, y, w, h, fill, o = {}) => el("rect", { x, y, width: w, height: h, fill, ...o });
const circ = (cx, cy, r, fill, o = {}) => el("circle", { cx, cy, r, fill, ...o });
const ell = (cx, cy, rx, ry, fill, o = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...o });
const path = (d, fill, o = {}) => el("path", { d, fill, ...o });
// every line end is round: the root <svg> sets stroke-linecap and stroke-linejoin once
const line = (x1, y1, x2, y2, stroke, w, o = {}) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": w, ...o });
const poly = (pts, fill, o = {}) => el("polygon", { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...o });
const g = (o, ...kids) => el("g", o, ...kids);
const tr = (x, y, s = 1, rot = 0) => `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ""}${s !== 1 ? ` scale(${n(s)})` : ""}`;
const rot = (a, x, y) => `rotate(${n(a)} ${n(x)} ${n(y)})`;
const stroke = (c, w, o = {}) => ({ fill: "none", stroke: c, "stroke-width": w, ...o });
const flip = (x, ...body) => g({ transform: `translate(${n(2 * x)} 0) scale(-1 1)` }, ...body);
/** A shape drawn once in <defs> and placed with <use>; `body` is drawn around the origin. */
function use(id, body, attrs) {
  if (!DOC.syms.has(id)) {
    DOC.syms.add(id);
    DOC.defs.push(el("g", { id }, typeof body === "function" ? body() : body));
  }
  return el("use", { href: `#${id}`, ...attrs });
}
const pick = (arr, i) => arr[((i % arr.length) + arr.length) % arr.length];

const rng = seededRandom;

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

/** The document being drawn; props that repeat (clouds, trees, flowers) are defined once in it. */
let DOC = null;

class Doc {
  constructor(w, h, title) {
    Object.assign(this, { w, h, title, defs: [], k: 0, syms: new Set() });
    DOC = this;
  }
  id() {
    return `d${++this.k}`;
  }
  grad(stops, horizontal = false) {
    const id = this.id();
    const st = stops.map((c, i) => el("stop", { offset: n(i / (stops.length - 1)), "stop-color": c }));
    this.defs.push(el("linearGradient", { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 }, st));
    return `url(#${id})`;
  }
  radial(stops) {
    const id = this.id();
    const st = stops.map(([c, o], i) => el("stop", { offset: n(i / (stops.length - 1)), "stop-color": c, "stop-opacity": o }));
    this.defs.push(el("radialGradient", { id }, st));
    return `url(#${id})`;
  }
  pattern(w, h, ...body) {
    const id = this.id();
    this.defs.push(el("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse" }, ...body));
    return `url(#${id})`;
  }
  render(body) {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${esc(this.title)}</title>${defs}${body}</svg>\n`
    );
  }
}

// ───────────────────────────── palettes ─────────────────────────────

const DARK = "#2d1b12";
const CHEEK = "#f87171";
const SHOE = "#3f2a1e";
const SKIN = ["#f6d2b0", "#e8b48a", "#d49a6a", "#b7794a", "#8e5a36", "#f0c8a0", "#c98d5d", "#6e4529"];
const HAIR = ["#1f1512", "#2e1d14", "#3d2718", "#120d0b", "#4a2f1d", "#231a16"];

const PAL = {
  sunshine: {
    key: "sunshine",
    name: "Sunshine Kids Academy",
    sky: ["#ffd596", "#fff4df"],
    hills: ["#fcd34d", "#f59e0b"],
    ground: "#f8c65a",
    groundDark: "#e3a13a",
    tree: ["#0f766e", "#115e59", "#2dd4bf"],
    trunk: "#9a4a17",
    wall: "#fff1db",
    wallPattern: "#fde0b4",
    floor: "#f3b971",
    skirting: "#e0913f",
    frame: "#0f766e",
    glass: "#d7f3ef",
    table: "#f59e0b",
    tableDark: "#c2410c",
    board: "#134e4a",
    building: "#fdba74",
    roof: "#0f766e",
    c: ["#f97316", "#0f766e", "#fbbf24", "#14b8a6", "#ef4444", "#fb923c", "#0d9488", "#f59e0b"],
    pants: ["#115e59", "#7c2d12", "#334155", "#0f766e"],
    sun: "#fbbf24",
    sunCore: "#fde68a",
    ray: "#f97316",
    night: ["#0b3b38", "#134e4a"],
    curtain: "#0f766e",
    backdrop: "#083b37",
    primary: "#ea580c",
    accent: "#0f766e",
    soft: "#ffedd5",
    soft2: "#ccfbf1",
    portraitBg: ["#ffedd5", "#fef3c7", "#ccfbf1", "#fed7aa"],
  },
  rainbow: {
    key: "rainbow",
    name: "Rainbow Early Learning Centre",
    sky: ["#c9d6ff", "#f3f0ff"],
    hills: ["#6ee7b7", "#34d399"],
    ground: "#86efac",
    groundDark: "#4ade80",
    tree: ["#15803d", "#047857", "#4ade80"],
    trunk: "#6b4f3a",
    wall: "#eef0ff",
    wallPattern: "#e1e5ff",
    floor: "#a5b4fc",
    skirting: "#818cf8",
    frame: "#6d28d9",
    glass: "#dbeafe",
    table: "#60a5fa",
    tableDark: "#1d4ed8",
    board: "#1e3a5f",
    building: "#c4b5fd",
    roof: "#4338ca",
    c: ["#7c3aed", "#3b82f6", "#10b981", "#06b6d4", "#a78bfa", "#6366f1", "#22c55e", "#0ea5e9"],
    pants: ["#1e3a8a", "#312e81", "#334155", "#065f46"],
    arcs: ["#8b5cf6", "#6366f1", "#3b82f6", "#06b6d4", "#10b981"],
    night: ["#1e1b4b", "#312e81"],
    curtain: "#6d28d9",
    backdrop: "#2e1065",
    primary: "#6d28d9",
    accent: "#10b981",
    soft: "#ede9fe",
    soft2: "#d1fae5",
    portraitBg: ["#ede9fe", "#dbeafe", "#d1fae5", "#e0e7ff"],
  },
};

// ───────────────────────────── shared props ─────────────────────────────

function star(cx, cy, ro, ri, fill, o = {}, pts = 5) {
  const a = [];
  for (let i = 0; i < pts * 2; i++) {
    const rr = i % 2 ? ri : ro;
    const ang = -Math.PI / 2 + (i * Math.PI) / pts;
    a.push([cx + rr * Math.cos(ang), cy + rr * Math.sin(ang)]);
  }
  return poly(a, fill, o);
}

function cloud(x, y, s, fill = "#ffffff", op = 0.95) {
  const body = () => ell(0, 12, 60, 20, "currentColor") + circ(-28, 4, 22, "currentColor") + circ(0, -8, 30, "currentColor") + circ(28, 2, 24, "currentColor");
  return use("cloud", body, { transform: tr(x, y, s), color: fill, opacity: op === 1 ? undefined : op });
}

function sunburst(cx, cy, r, p, face = false) {
  const rr = r * 1.45;
  const seg = (2 * Math.PI * rr) / 24;
  const rays = circ(cx, cy, rr, "none", { stroke: p.ray, "stroke-width": r * 0.34, "stroke-dasharray": `${n(seg * 0.55)} ${n(seg * 1.45)}`, "stroke-linecap": "butt" });
  const f = face
    ? circ(cx - r * 0.3, cy - r * 0.1, r * 0.08, DARK) +
      circ(cx + r * 0.3, cy - r * 0.1, r * 0.08, DARK) +
      path(D`M${cx - r * 0.32} ${cy + r * 0.2} Q${cx} ${cy + r * 0.5} ${cx + r * 0.32} ${cy + r * 0.2}`, "none", stroke(DARK, r * 0.07))
    : "";
  return g({}, rays, circ(cx, cy, r, p.sun), circ(cx, cy, r * 0.74, p.sunCore), f);
}

function rainbowArc(cx, cy, r, bw, colors, o = {}) {
  return g(
    o,
    colors.map((c, i) => {
      const rr = r - i * bw;
      return path(D`M${cx - rr} ${cy} A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`, "none", { stroke: c, "stroke-width": bw + 0.6, "stroke-linecap": "butt" });
    }),
  );
}

/** The sky motif that tells the schools apart: a smiling sun, or a rainbow between clouds. */
function skyMotif(p, x, y, r) {
  if (p.key === "sunshine") return sunburst(x, y, r, p, true);
  const base = y + r * 1.1;
  return rainbowArc(x, base, r * 1.7, r * 0.26, p.arcs) + cloud(x - r * 1.3, base, r / 58) + cloud(x + r * 1.3, base, r / 58);
}

function sparkles(p, W, H, count, r, area = [0, 0, 1, 0.45]) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = W * (area[0] + r() * (area[2] - area[0]));
    const y = H * (area[1] + r() * (area[3] - area[1]));
    const s = 6 + r() * 8;
    out.push(p.key === "sunshine" ? circ(x, y, s * 0.5, pick(p.c, i), { opacity: 0.8 }) : star(x, y, s, s * 0.45, i % 2 ? "#ffffff" : "#c4b5fd", { opacity: 0.9 }));
  }
  return out.join("");
}

function confetti(p, W, H, count, r, area = [0, 0, 1, 1]) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = W * (area[0] + r() * (area[2] - area[0]));
    const y = H * (area[1] + r() * (area[3] - area[1]));
    const c = pick(p.c, i);
    out.push(i % 3 === 0 ? circ(x, y, 4 + r() * 3, c) : rect(x, y, 8, 14, c, { transform: rot(r() * 180, x, y), rx: 2 }));
  }
  return out.join("");
}

function hillsPath(W, baseY, amp, r, segs, bottom) {
  let d = `M0 ${n(baseY - amp * r() * 0.4)}`;
  const step = W / segs;
  for (let i = 0; i < segs; i++) {
    d += ` Q${n(step * (i + 0.5))} ${n(baseY - amp * (0.7 + r() * 0.8))} ${n(step * (i + 1))} ${n(baseY - amp * r() * 0.4)}`;
  }
  return `${d} V${n(bottom)} H0 Z`;
}

function tree(x, y, s, p, v = 0) {
  const t = p.tree;
  const round = p.key === "sunshine" || v === 1;
  const body = () =>
    round
      ? rect(-8, -95, 16, 95, p.trunk, { rx: 4 }) + circ(-30, -100, 32, t[1]) + circ(30, -104, 34, t[1]) + circ(0, -128, 46, t[0]) + circ(-14, -146, 16, t[2], { opacity: 0.5 })
      : rect(-7, -44, 14, 44, p.trunk) + poly([[0, -124], [-64, -38], [64, -38]], t[1]) + poly([[0, -160], [-52, -80], [52, -80]], t[0]) + poly([[0, -196], [-40, -120], [40, -120]], t[2]);
  return use(`tree-${p.key}-${round ? "r" : "p"}`, body, { transform: tr(x, y, s) });
}

function flower(x, y, s, p, i = 0) {
  const sunny = p.key === "sunshine";
  const c = sunny ? undefined : pick(["#a78bfa", "#60a5fa", "#c084fc", "#38bdf8", "#818cf8"], i);
  const body = () => {
    const stemC = sunny ? "#0f766e" : "#15803d";
    let out = line(0, 0, 0, -58, stemC, 5) + ell(11, -24, 12, 5, stemC, { transform: rot(-30, 11, -24) });
    if (sunny) {
      out += circ(0, -66, 15, "none", { stroke: "#f59e0b", "stroke-width": 13, "stroke-dasharray": "0.1 9.3", "stroke-linecap": "round" });
      out += circ(0, -66, 13, "none", { stroke: "#fbbf24", "stroke-width": 9, "stroke-dasharray": "0.1 8.1", "stroke-linecap": "round", "stroke-dashoffset": 4 });
      out += circ(0, -66, 10, "#92400e");
    } else {
      out += circ(0, -66, 11, "none", { stroke: "currentColor", "stroke-width": 18, "stroke-dasharray": "0.1 13.7", "stroke-linecap": "round" });
      out += circ(0, -66, 7, "#ffffff");
    }
    return out;
  };
  return use(`flower-${p.key}`, body, { transform: tr(x, y, s), color: c });
}

function butterfly(x, y, s, c) {
  return g(
    { transform: tr(x, y, s) },
    ell(-14, -10, 15, 12, c, { transform: "rotate(-25 -14 -10)" }),
    ell(14, -10, 15, 12, c, { transform: "rotate(25 14 -10)" }),
    ell(-10, 9, 9, 8, c, { opacity: 0.75 }),
    ell(10, 9, 9, 8, c, { opacity: 0.75 }),
    ell(0, 0, 3.5, 16, DARK),
    path("M-1 -15 Q-6 -26 -11 -28 M1 -15 Q6 -26 11 -28", "none", stroke(DARK, 1.6)),
  );
}

function bird(x, y, s, c = "#4b5563") {
  return path(D`M${x - 14 * s} ${y} Q${x - 7 * s} ${y - 8 * s} ${x} ${y} Q${x + 7 * s} ${y - 8 * s} ${x + 14 * s} ${y}`, "none", stroke(c, 2.5 * s));
}

function outdoor(d, p, W, H, o = {}) {
  const r = rng(o.seed ?? 7);
  const hz = o.horizon ?? H * 0.64;
  let s = rect(0, 0, W, H, d.grad(p.sky));
  if (o.motif !== false) s += skyMotif(p, o.mx ?? W * 0.82, o.my ?? H * 0.18, o.mr ?? Math.min(W, H) * 0.085);
  const nc = o.clouds ?? 2;
  const mx = o.mx ?? W * 0.82;
  for (let i = 0; i < nc; i++) {
    let x = W * (0.1 + ((i * 0.7) / Math.max(1, nc - 1)) * 0.8 + r() * 0.05);
    if (o.motif !== false && Math.abs(x - mx) < W * 0.16) x = (x + W * 0.34) % W; // keep the sun or rainbow clear
    s += cloud(x, H * (0.1 + r() * 0.12), (0.55 + r() * 0.4) * (H / 600));
  }
  s += path(hillsPath(W, hz - H * 0.01, H * 0.16, r, o.segs ?? 3, H), p.hills[0]);
  s += path(hillsPath(W, hz + H * 0.03, H * 0.08, r, (o.segs ?? 3) + 1, H), p.hills[1]);
  s += rect(0, hz, W, H - hz, p.ground);
  for (let i = 0; i < (o.tufts ?? 6); i++) {
    const x = W * (0.05 + r() * 0.9);
    const y = hz + (H - hz) * (0.2 + r() * 0.75);
    s += path(D`M${x - 9} ${y} L${x - 4} ${y - 12} L${x} ${y} L${x + 4} ${y - 14} L${x + 9} ${y}`, "none", stroke(p.groundDark, 3));
  }
  return s;
}

function windowBox(d, p, x, y, w, h) {
  const inner =
    p.key === "sunshine"
      ? circ(x + w * 0.72, y + h * 0.34, h * 0.17, p.sun)
      : rainbowArc(x + w * 0.5, y + h * 0.98, Math.min(w * 0.36, h * 0.8), Math.min(w, h) * 0.05, p.arcs);
  return g(
    {},
    rect(x - 10, y - 10, w + 20, h + 20, p.frame, { rx: 10 }),
    rect(x, y, w, h, d.grad([p.glass, "#ffffff"])),
    inner,
    cloud(x + w * 0.3, y + h * 0.55, w / 420),
    rect(x + w / 2 - 4, y, 8, h, p.frame),
    rect(x, y + h / 2 - 4, w, 8, p.frame),
    rect(x - 18, y + h + 6, w + 36, 12, p.skirting, { rx: 4 }),
  );
}

function room(d, p, W, H, o = {}) {
  const fy = o.floorY ?? H * 0.75;
  const pat =
    p.key === "sunshine"
      ? d.pattern(60, 60, circ(15, 15, 5, p.wallPattern), circ(45, 45, 5, p.wallPattern))
      : d.pattern(56, 56, rect(0, 0, 28, 56, p.wallPattern));
  let s = rect(0, 0, W, fy, p.wall) + rect(0, 0, W, fy, pat);
  if (o.win) s += windowBox(d, p, ...o.win);
  s += rect(0, fy, W, H - fy, p.floor) + rect(0, fy - 6, W, 12, p.skirting);
  return s;
}

function bunting(x1, y1, x2, sag, colors, count, sw = 36, fh = 44) {
  const yAt = (x) => {
    const t = (x - x1) / (x2 - x1);
    return y1 + 4 * sag * t * (1 - t);
  };
  let s = path(D`M${x1} ${y1} Q${(x1 + x2) / 2} ${y1 + 2 * sag} ${x2} ${y1}`, "none", stroke("#8a6a50", 3));
  for (let i = 0; i < count; i++) {
    const x = x1 + ((x2 - x1) * (i + 0.5)) / count;
    s += poly([[x - sw / 2, yAt(x - sw / 2)], [x + sw / 2, yAt(x + sw / 2)], [x, yAt(x) + fh]], pick(colors, i));
  }
  return s;
}

function balloon(x, y, s, c, len = 140) {
  return g(
    {},
    path(D`M${x} ${y + 48 * s} q${-12 * s} ${len * 0.3 * s} ${4 * s} ${len * 0.6 * s} t${-4 * s} ${len * 0.4 * s}`, "none", stroke("#8b7b70", 2)),
    ell(x, y, 34 * s, 42 * s, c),
    poly([[x, y + 40 * s], [x - 7 * s, y + 50 * s], [x + 7 * s, y + 50 * s]], c),
    ell(x - 12 * s, y - 16 * s, 7 * s, 12 * s, "#ffffff", { opacity: 0.45, transform: rot(-20, x - 12 * s, y - 16 * s) }),
  );
}

function crayon(x, y, len, angle, c) {
  return g(
    { transform: tr(x, y, 1, angle) },
    rect(0, -11, len, 22, c, { rx: 4 }),
    rect(len * 0.18, -11, len * 0.1, 22, "#000000", { opacity: 0.16 }),
    rect(len * 0.72, -11, len * 0.1, 22, "#000000", { opacity: 0.16 }),
    poly([[len, -10], [len + 26, -2], [len + 26, 2], [len, 10]], c),
    rect(len - 2, -11, 6, 22, "#ffffff", { opacity: 0.35 }),
  );
}

function openBook(x, y, s, c) {
  const lines = [];
  for (let i = 0; i < 3; i++) {
    lines.push(path(D`M${-38} ${-20 + i * 6} Q${-20} ${-24 + i * 6} ${-6} ${-18 + i * 6}`, "none", stroke("#cbd5e1", 1.6)));
    lines.push(path(D`M${38} ${-20 + i * 6} Q${20} ${-24 + i * 6} ${6} ${-18 + i * 6}`, "none", stroke("#cbd5e1", 1.6)));
  }
  return g(
    { transform: tr(x, y, s) },
    path("M-54 2 L-50 -28 Q-25 -34 0 -25 Q25 -34 50 -28 L54 2 Q27 -6 0 4 Q-27 -6 -54 2 Z", c),
    path("M-47 -4 L-44 -28 Q-22 -32 -1 -23 L-1 -1 Q-22 -9 -47 -4 Z", "#ffffff"),
    path("M47 -4 L44 -28 Q22 -32 1 -23 L1 -1 Q22 -9 47 -4 Z", "#fbfbf7"),
    lines,
  );
}

function bookStack(x, y, colors, w = 90) {
  let s = "";
  let yy = y;
  colors.forEach((c, i) => {
    const h = 14 + (i % 2) * 4;
    const off = ((i * 7) % 13) - 6;
    yy -= h;
    s += rect(x - w / 2 + off, yy, w - (i % 3) * 8, h, c, { rx: 3 }) + rect(x - w / 2 + off + 6, yy + 4, w - (i % 3) * 8 - 12, 3, "#ffffff", { opacity: 0.5 });
  });
  return s;
}

function note(x, y, s, c, double = false) {
  let out = ell(x, y, 13 * s, 10 * s, c, { transform: rot(-20, x, y) }) + rect(x + 8 * s, y - 56 * s, 5 * s, 56 * s, c);
  if (double) {
    const x2 = x + 44 * s;
    const y2 = y - 8 * s;
    out +=
      ell(x2, y2, 13 * s, 10 * s, c, { transform: rot(-20, x2, y2) }) +
      rect(x2 + 8 * s, y2 - 56 * s, 5 * s, 56 * s, c) +
      poly([[x + 8 * s, y - 56 * s], [x2 + 13 * s, y2 - 56 * s], [x2 + 13 * s, y2 - 44 * s], [x + 8 * s, y - 44 * s]], c);
  } else {
    out += path(D`M${x + 13 * s} ${y - 56 * s} q${18 * s} ${8 * s} ${16 * s} ${30 * s} q${-4 * s} ${-14 * s} ${-16 * s} ${-16 * s} Z`, c);
  }
  return out;
}

function heart(cx, cy, s, c, o = {}) {
  return path(D`M${cx} ${cy + 30 * s} C${cx - 44 * s} ${cy} ${cx - 30 * s} ${cy - 34 * s} ${cx} ${cy - 14 * s} C${cx + 30 * s} ${cy - 34 * s} ${cx + 44 * s} ${cy} ${cx} ${cy + 30 * s} Z`, c, o);
}

function block(x, y, size, c, mark, markC = "#ffffff") {
  const m = size * 0.28;
  const cx = x + size / 2;
  const cy = y + size / 2;
  const marks = {
    circle: circ(cx, cy, m, markC),
    triangle: poly([[cx, cy - m], [cx + m, cy + m * 0.8], [cx - m, cy + m * 0.8]], markC),
    star: star(cx, cy, m * 1.15, m * 0.5, markC),
    square: rect(cx - m * 0.85, cy - m * 0.85, m * 1.7, m * 1.7, markC, { rx: 3 }),
    heart: heart(cx, cy - m * 0.1, m / 30, markC),
  };
  return rect(x, y, size, size, c, { rx: size * 0.1 }) + rect(x, y + size - size * 0.14, size, size * 0.14, "#000000", { opacity: 0.12, rx: 2 }) + (marks[mark] ?? "");
}

// ───────────────────────────── people ─────────────────────────────

const KID_STYLES = ["short", "pigtails", "curly", "bun", "long", "spiky", "plait", "short"];

/** Look of the i-th child in a picture: varied skin, hair and clothes in the school's colours. */
function look(p, j, extra = {}) {
  const i = j + (p.key === "rainbow" ? 3 : 0); // the two schools' children differ too
  const style = pick(KID_STYLES, i * 3 + 1);
  const girl = ["pigtails", "bun", "long", "plait"].includes(style);
  const skin = pick(SKIN, i * 5 + 2);
  const dress = girl && i % 2 === 1;
  return { skin, hair: pick(HAIR, i), shirt: pick(p.c, i * 3), pants: dress ? skin : pick(p.pants, i), hairStyle: style, dress, tie: pick(p.c, i * 3 + 2), ...extra };
}

/**
 * A simple flat person standing with the feet at (x, y). Options: skin, hair, hairStyle, shirt,
 * pants, dress, trim, sash, pose (stand/up/wave/point/hold/wide/run), sit (true: no legs,
 * "floor": legs forward), adult, glasses, bindi, hat (party hat colour), cap (graduation cap colour).
 */
function kid(X, Y, s, o = {}) {
  // drawn around the origin (feet at 0,0) and placed with one transform: small, reusable numbers
  const x = 0;
  const y = 0;
  const S = (v) => v;
  const skin = o.skin ?? SKIN[0];
  const hair = o.hair ?? HAIR[0];
  const shirt = o.shirt ?? "#f97316";
  const pants = o.pants ?? "#334155";
  const pose = o.pose ?? "stand";
  const hs = o.hairStyle ?? "short";
  const A = !!o.adult;
  const legH = A ? 92 : 56;
  const bodyH = A ? 84 : 62;
  const hr = A ? 24 : 28;
  const sw = A ? 25 : 23;
  const hipY = o.sit === "floor" ? y - S(8) : y - S(legH);
  const shY = hipY - S(bodyH);
  const hy = shY - S(hr + 2);
  const out = [];

  if (hs === "long" || hs === "plait") out.push(rect(x - S(hr + 3), hy - S(hr * 0.3), S(2 * hr + 6), S(hr * 1.7), hair, { rx: S(12) }));
  if (o.sit === "floor") {
    out.push(rect(x - S(12), hipY - S(16), S(64), S(15), pants, { rx: S(6) }), rect(x - S(6), hipY - S(4), S(60), S(14), pants, { rx: S(6) }));
    out.push(ell(x + S(54), hipY - S(12), S(6), S(10), SHOE), ell(x + S(56), hipY + S(2), S(6), S(10), SHOE));
  } else if (!o.sit) {
    if (pose === "run") {
      out.push(line(x - S(7), hipY, x - S(26), y - S(4), pants, S(13)), line(x + S(7), hipY, x + S(26), y - S(20), pants, S(13)));
      out.push(ell(x - S(30), y, S(11), S(5), SHOE), ell(x + S(33), y - S(18), S(11), S(5), SHOE));
    } else {
      out.push(rect(x - S(16), hipY - S(6), S(13), S(legH + 4), pants, { rx: S(5) }), rect(x + S(3), hipY - S(6), S(13), S(legH + 4), pants, { rx: S(5) }));
      out.push(ell(x - S(12), y, S(11), S(5), SHOE), ell(x + S(12), y, S(11), S(5), SHOE));
    }
  }

  const sy = shY + S(9);
  const ends = {
    stand: [[x - S(sw + 9), hipY + S(2)], [x + S(sw + 9), hipY + S(2)]],
    up: [[x - S(sw + 24), shY - S(46)], [x + S(sw + 24), shY - S(46)]],
    wave: [[x - S(sw + 9), hipY + S(2)], [x + S(sw + 26), shY - S(42)]],
    point: [[x - S(sw + 9), hipY + S(2)], [x + S(sw + 52), shY - S(4)]],
    hold: [[x - S(13), hipY - S(18)], [x + S(13), hipY - S(18)]],
    wide: [[x - S(sw + 47), hipY - S(4)], [x + S(sw + 47), hipY - S(4)]],
    run: [[x - S(sw + 20), hipY - S(16)], [x + S(sw + 18), shY - S(24)]],
    upOne: [[x - S(sw + 9), hipY + S(2)], [x + S(sw + 8), shY - S(58)]],
  }[pose];
  const arms = ends.map(([ex, ey], i) => line(i ? x + S(sw - 8) : x - S(sw - 8), sy, ex, ey, shirt, S(11)) + circ(ex, ey, S(6.5), skin)).join("");
  const front = pose === "hold";
  if (!front) out.push(arms);

  if (o.dress) {
    out.push(path(D`M${x - S(sw - 5)} ${shY} H${x + S(sw - 5)} Q${x + S(sw)} ${shY} ${x + S(sw)} ${shY + S(8)} L${x + S(sw + 12)} ${hipY + S(10)} H${x - S(sw + 12)} L${x - S(sw)} ${shY + S(8)} Q${x - S(sw)} ${shY} ${x - S(sw - 5)} ${shY} Z`, shirt));
  } else {
    out.push(rect(x - S(sw), shY, S(2 * sw), S(bodyH + 4), shirt, { rx: S(11) }));
    if (o.trim) out.push(rect(x - S(sw), shY + S(bodyH * 0.42), S(2 * sw), S(7), o.trim));
  }
  if (o.sash) out.push(path(D`M${x + S(sw - 12)} ${shY} L${x + S(sw)} ${shY + S(6)} L${x - S(sw - 2)} ${hipY + S(4)} L${x - S(sw + 4)} ${hipY - S(12)} Z`, o.sash));
  out.push(path(D`M${x - S(7)} ${shY} L${x} ${shY + S(9)} L${x + S(7)} ${shY} Z`, skin));
  if (front) out.push(arms);

  out.push(circ(x, hy, S(hr), skin));
  const R = hr + 1;
  const cap = path(
    D`M${x - S(R)} ${hy + S(1)} A${S(R)} ${S(R)} 0 0 1 ${x + S(R)} ${hy + S(1)} Q${x + S(hr * 0.55)} ${hy - S(hr * 0.7)} ${x - S(hr * 0.15)} ${hy - S(hr * 0.42)} Q${x - S(hr * 0.8)} ${hy - S(hr * 0.22)} ${x - S(R)} ${hy + S(1)} Z`,
    hair,
  );
  if (hs === "curly") {
    for (let k = 0; k <= 6; k++) {
      const a = Math.PI + (k * Math.PI) / 6;
      out.push(circ(x + Math.cos(a) * S(hr * 0.92), hy + Math.sin(a) * S(hr * 0.92), S(hr * 0.36), hair));
    }
  }
  out.push(cap);
  if (hs === "pigtails") {
    out.push(circ(x - S(hr + 6), hy + S(4), S(10), hair), circ(x + S(hr + 6), hy + S(4), S(10), hair));
    out.push(circ(x - S(hr + 1), hy - S(2), S(4), o.tie ?? "#ef4444"), circ(x + S(hr + 1), hy - S(2), S(4), o.tie ?? "#ef4444"));
  }
  if (hs === "bun") out.push(circ(x, hy - S(hr + 3), S(hr * 0.42), hair));
  if (hs === "spiky") out.push(poly([[x - S(16), hy - S(hr - 4)], [x - S(10), hy - S(hr + 12)], [x - S(2), hy - S(hr - 2)], [x + S(6), hy - S(hr + 13)], [x + S(12), hy - S(hr - 3)]], hair));
  if (hs === "plait") for (let k = 0; k < 3; k++) out.push(ell(x + S(hr - 2), hy + S(hr * 0.7 + k * 11), S(6), S(7), hair));

  const ex = S(hr * 0.36);
  const face = () =>
    circ(-ex, 3, 2.9, DARK) + circ(ex, 3, 2.9, DARK) + path("M-8 12 Q0 19 8 12", "none", stroke(DARK, 2.4)) +
    circ(-hr * 0.62, 11, 4.5, CHEEK, { opacity: 0.35 }) + circ(hr * 0.62, 11, 4.5, CHEEK, { opacity: 0.35 });
  out.push(use(`face${hr}`, face, { y: hy }));
  if (o.bindi) out.push(circ(x, hy - S(7), S(1.8), "#be123c"));
  if (o.glasses) out.push(circ(x - ex, hy + S(3), S(7), "none", stroke(o.glasses, S(2))), circ(x + ex, hy + S(3), S(7), "none", stroke(o.glasses, S(2))), line(x - ex + S(7), hy + S(3), x + ex - S(7), hy + S(3), o.glasses, S(2)));
  if (o.hat) {
    out.push(poly([[x + S(4), hy - S(hr + 44)], [x - S(19), hy - S(hr - 8)], [x + S(22), hy - S(hr - 4)]], o.hat));
    out.push(circ(x - S(4), hy - S(hr + 10), S(3), "#ffffff"), circ(x + S(8), hy - S(hr + 24), S(3), "#ffffff"), circ(x + S(4), hy - S(hr + 46), S(6), o.hatTop ?? "#ffffff"));
  }
  if (o.cap) {
    out.push(rect(x - S(18), hy - S(hr + 4), S(36), S(12), o.cap));
    out.push(poly([[x, hy - S(hr + 16)], [x + S(38), hy - S(hr + 6)], [x, hy - S(hr - 2)], [x - S(38), hy - S(hr + 6)]], o.cap));
    out.push(line(x + S(2), hy - S(hr + 8), x + S(30), hy - S(hr - 4), o.tassel ?? "#fbbf24", S(2.5)), circ(x + S(30), hy - S(hr - 6), S(4), o.tassel ?? "#fbbf24"));
  }
  return g({ transform: tr(X, Y, s) }, out);
}

const crowd = (p, xs, y, s, pose, seed = 0, extra = {}) => xs.map((x, i) => kid(x, y, s, look(p, i + seed, { pose: typeof pose === "function" ? pose(i) : pose, ...extra }))).join("");

// ───────────────────────────── bigger props ─────────────────────────────

function school(x, y, s, p) {
  const w = 320 * s;
  const h = 170 * s;
  const L = x - w / 2;
  const top = y - h;
  const win = (wx) =>
    rect(wx, top + 40 * s, 58 * s, 50 * s, p.glass, { stroke: p.roof, "stroke-width": 6 * s, rx: 4 * s }) + line(wx + 29 * s, top + 40 * s, wx + 29 * s, top + 90 * s, p.roof, 4 * s);
  return g(
    {},
    line(x, top - 112 * s, x, top - 185 * s, "#57534e", 4 * s),
    poly([[x, top - 185 * s], [x + 50 * s, top - 170 * s], [x, top - 155 * s]], p.c[4]),
    rect(L, top, w, h, p.building),
    rect(L, y - 18 * s, w, 18 * s, "#000000", { opacity: 0.08 }),
    poly([[L - 24 * s, top + 4 * s], [x, top - 118 * s], [L + w + 24 * s, top + 4 * s]], p.roof),
    circ(x, top - 46 * s, 24 * s, "#ffffff"),
    p.key === "sunshine" ? circ(x, top - 46 * s, 14 * s, p.sun) : rainbowArc(x, top - 38 * s, 17 * s, 5 * s, p.arcs.slice(0, 3)),
    win(L + 24 * s),
    win(L + 96 * s),
    win(L + w - 82 * s),
    win(L + w - 154 * s),
    path(D`M${x - 30 * s} ${y} V${y - 72 * s} A${30 * s} ${30 * s} 0 0 1 ${x + 30 * s} ${y - 72 * s} V${y} Z`, p.c[0]),
    circ(x + 16 * s, y - 38 * s, 4 * s, "#ffffff"),
    rect(x - 46 * s, y - 4 * s, 92 * s, 10 * s, "#a8a29e"),
  );
}

function slideSet(x, y, s, p) {
  // ladder at x, platform, chute going right; y = ground
  const top = y - 190 * s;
  const rungs = [];
  for (let i = 1; i < 6; i++) rungs.push(line(x, top + i * 32 * s, x + 50 * s, top + i * 32 * s, "#78716c", 6 * s));
  return g(
    {},
    line(x, top - 20 * s, x, y, "#78716c", 9 * s),
    line(x + 50 * s, top - 20 * s, x + 50 * s, y, "#78716c", 9 * s),
    rungs,
    rect(x - 6 * s, top - 6 * s, 80 * s, 14 * s, p.c[1], { rx: 4 * s }),
    path(D`M${x + 70 * s} ${top + 2 * s} C${x + 150 * s} ${top + 10 * s} ${x + 170 * s} ${y - 10 * s} ${x + 250 * s} ${y - 12 * s}`, "none", stroke(p.c[0], 28 * s)),
    path(D`M${x + 70 * s} ${top - 10 * s} C${x + 150 * s} ${top - 2 * s} ${x + 170 * s} ${y - 22 * s} ${x + 250 * s} ${y - 24 * s}`, "none", stroke(p.c[2], 7 * s)),
  );
}

function swingSet(x, y, s, p, rider) {
  const top = y - 230 * s;
  const half = 110 * s;
  return g(
    {},
    line(x - half, top, x + half, top, p.c[1], 12 * s),
    line(x - half, top, x - half - 28 * s, y, p.c[1], 10 * s),
    line(x - half, top, x - half + 28 * s, y, p.c[1], 10 * s),
    line(x + half, top, x + half - 28 * s, y, p.c[1], 10 * s),
    line(x + half, top, x + half + 28 * s, y, p.c[1], 10 * s),
    line(x - 40 * s, top, x - 40 * s, y - 70 * s, "#78716c", 3 * s),
    line(x + 40 * s, top, x + 40 * s, y - 70 * s, "#78716c", 3 * s),
    rider ?? "",
    rect(x - 52 * s, y - 72 * s, 104 * s, 10 * s, p.c[0], { rx: 4 * s }),
  );
}

function easel(x, y, s, p, painting) {
  // y = floor; canvas centred on x
  const top = y - 300 * s;
  return g(
    {},
    line(x, top, x, y, "#92400e", 9 * s),
    line(x, top + 10 * s, x - 70 * s, y, "#b45309", 10 * s),
    line(x, top + 10 * s, x + 70 * s, y, "#b45309", 10 * s),
    rect(x - 95 * s, top + 30 * s, 190 * s, 150 * s, "#ffffff", { stroke: "#e7e5e4", "stroke-width": 4 * s }),
    g({ transform: tr(x - 95 * s, top + 30 * s, s) }, painting),
    rect(x - 90 * s, top + 180 * s, 180 * s, 10 * s, "#92400e", { rx: 3 * s }),
  );
}

function miniPainting(p, k) {
  // 190x150 child's painting
  const c = p.c;
  const looks = [
    () => rect(0, 100, 190, 50, c[3]) + circ(150, 40, 22, c[2]) + poly([[30, 100], [70, 55], [110, 100]], c[0]) + rect(40, 100, 60, 30, c[0], { opacity: 0.7 }),
    () => path("M10 120 Q50 60 95 110 Q140 60 180 120", "none", stroke(c[1], 10)) + circ(60, 45, 18, c[2]) + circ(130, 40, 12, c[4]),
    () => [0, 1, 2, 3].map((i) => path(D`M${20} ${130 - i * 12} A${75 - i * 12} ${75 - i * 12} 0 0 1 ${170 - i * 24 + i * 12} ${130 - i * 12}`, "none", stroke(pick(c, i), 9))).join(""),
    () => circ(95, 70, 30, c[4]) + [0, 1, 2, 3, 4, 5].map((i) => circ(95 + Math.cos(i) * 44, 70 + Math.sin(i) * 44, 16, pick(c, i))).join("") + circ(95, 70, 14, c[2]),
  ];
  return looks[k % looks.length]();
}

function curtains(p, W, H, top = 0) {
  const c = p.curtain;
  const dark = mix(c, "#000000", 0.25);
  let s =
    path(D`M0 ${top} H${W * 0.2} Q${W * 0.14} ${H * 0.45} ${W * 0.17} ${H} H0 Z`, c) +
    path(D`M${W} ${top} H${W * 0.8} Q${W * 0.86} ${H * 0.45} ${W * 0.83} ${H} H${W} Z`, c) +
    path(D`M${W * 0.05} ${top} Q${W * 0.08} ${H * 0.5} ${W * 0.06} ${H}`, "none", stroke(dark, 6)) +
    path(D`M${W * 0.95} ${top} Q${W * 0.92} ${H * 0.5} ${W * 0.94} ${H}`, "none", stroke(dark, 6));
  const scallops = 10;
  for (let i = 0; i < scallops; i++) s += circ((W * (i + 0.5)) / scallops, top + H * 0.08, W / scallops / 2 + 2, dark);
  s += rect(0, top, W, H * 0.08, c);
  return s;
}

function stage(d, p, W, H, o = {}) {
  const fy = o.floorY ?? H * 0.78;
  let s = rect(0, 0, W, H, p.backdrop);
  s += poly([[W * 0.4, 0], [W * 0.6, 0], [W * 0.78, fy + 20], [W * 0.22, fy + 20]], "#ffffff", { opacity: 0.12 });
  s += rect(0, fy, W, H - fy, "#b45309") + rect(0, fy, W, 10, "#92400e");
  for (let x = W / 8; x < W; x += W / 8) s += line(x, fy + 10, x + (x - W / 2) * 0.15, H, "#92400e", 2);
  s += ell(W / 2, fy + 22, W * 0.26, 20, "#fde68a", { opacity: 0.35 });
  return s;
}

function diya(x, y, s) {
  return g(
    {},
    circ(x, y - 26 * s, 26 * s, "#fde68a", { opacity: 0.25 }),
    path(D`M${x - 26 * s} ${y - 12 * s} Q${x} ${y + 16 * s} ${x + 26 * s} ${y - 12 * s} Z`, "#c2410c"),
    path(D`M${x - 26 * s} ${y - 12 * s} Q${x} ${y - 4 * s} ${x + 26 * s} ${y - 12 * s} Z`, "#9a3412"),
    path(D`M${x} ${y - 44 * s} Q${x + 9 * s} ${y - 26 * s} ${x} ${y - 14 * s} Q${x - 9 * s} ${y - 26 * s} ${x} ${y - 44 * s} Z`, "#f59e0b"),
    ell(x, y - 22 * s, 3.5 * s, 6 * s, "#fff7ed"),
  );
}

function rangoli(x, y, s, colors) {
  const out = [ell(x, y, 170 * s, 62 * s, colors[0]), ell(x, y, 140 * s, 50 * s, colors[1])];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const px = x + Math.cos(a) * 95 * s;
    const py = y + Math.sin(a) * 34 * s;
    out.push(ell(px, py, 26 * s, 11 * s, colors[2], { transform: rot((a * 180) / Math.PI * 0.36, px, py) }));
  }
  out.push(ell(x, y, 64 * s, 24 * s, colors[3]), ell(x, y, 34 * s, 12 * s, colors[4]), ell(x, y, 12 * s, 5 * s, "#ffffff"));
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out.push(circ(x + Math.cos(a) * 155 * s, y + Math.sin(a) * 56 * s, 4 * s, "#ffffff"));
  }
  return g({}, out);
}

function lantern(x, y, len, c) {
  return g(
    {},
    line(x, 0, x, y - 34, "#d6d3d1", 2),
    poly([[x, y - 36], [x + 30, y], [x, y + 36], [x - 30, y]], c),
    poly([[x, y - 36], [x + 12, y], [x, y + 36], [x - 12, y]], "#ffffff", { opacity: 0.3 }),
    circ(x, y, 30, "#fde68a", { opacity: 0.18 }),
    line(x - 10, y + 36, x - 12, y + 36 + len, c, 3),
    line(x, y + 36, x, y + 40 + len, c, 3),
    line(x + 10, y + 36, x + 12, y + 36 + len, c, 3),
  );
}

function gift(x, y, w, h, c, ribbon) {
  // y = floor
  return g(
    {},
    rect(x, y - h, w, h, c, { rx: 4 }),
    rect(x - 6, y - h - 8, w + 12, 22, mix(c, "#000000", 0.12), { rx: 4 }),
    rect(x + w / 2 - 8, y - h - 8, 16, h + 8, ribbon),
    ell(x + w / 2 - 18, y - h - 16, 18, 10, ribbon, { transform: rot(-25, x + w / 2 - 18, y - h - 16) }),
    ell(x + w / 2 + 18, y - h - 16, 18, 10, ribbon, { transform: rot(25, x + w / 2 + 18, y - h - 16) }),
    circ(x + w / 2, y - h - 10, 7, mix(ribbon, "#000000", 0.15)),
  );
}

function kite(x, y, s, c1, c2, angle = 0) {
  // one shape for every kite: the main colour comes from `fill`, the second from `color`
  const body = () =>
    path("M0 66 Q-16 96 0 118 Q16 140 0 196", "none", stroke("#57534e", 2)) +
    [0, 1, 2].map((i) => poly([[-9, 90 + i * 34], [9, 110 + i * 34], [9, 90 + i * 34], [-9, 110 + i * 34]], i % 2 ? undefined : "currentColor")).join("") +
    poly([[0, -70], [48, 0], [0, 66], [-48, 0]]) +
    poly([[0, -70], [48, 0], [0, 0]], "currentColor") +
    poly([[0, 66], [-48, 0], [0, 0]], "currentColor") +
    path("M0 -70 V66 M-48 0 H48", "none", stroke("#ffffff", 3, { opacity: 0.7 }));
  return use("kite", body, { transform: tr(x, y, s, angle), fill: c1, color: c2 });
}

function ball(x, y, r, colors) {
  return g(
    {},
    circ(x, y, r, "#ffffff"),
    path(D`M${x} ${y - r} A${r} ${r} 0 0 1 ${x + r * 0.87} ${y + r * 0.5} L${x} ${y} Z`, colors[0]),
    path(D`M${x - r * 0.87} ${y + r * 0.5} A${r} ${r} 0 0 1 ${x} ${y - r} L${x} ${y} Z`, colors[1]),
    path(D`M${x + r * 0.87} ${y + r * 0.5} A${r} ${r} 0 0 1 ${x - r * 0.87} ${y + r * 0.5} L${x} ${y} Z`, colors[2]),
    circ(x, y, r * 0.18, "#ffffff"),
    ell(x - r * 0.4, y - r * 0.45, r * 0.16, r * 0.1, "#ffffff", { opacity: 0.6, transform: rot(-35, x - r * 0.4, y - r * 0.45) }),
  );
}

function plant(x, y, s, p) {
  const leaf = p.tree[0];
  return g(
    {},
    ell(x - 22 * s, y - 70 * s, 14 * s, 34 * s, leaf, { transform: rot(-30, x - 22 * s, y - 70 * s) }),
    ell(x + 22 * s, y - 72 * s, 14 * s, 34 * s, leaf, { transform: rot(30, x + 22 * s, y - 72 * s) }),
    ell(x, y - 86 * s, 13 * s, 38 * s, p.tree[1]),
    poly([[x - 30 * s, y - 44 * s], [x + 30 * s, y - 44 * s], [x + 22 * s, y], [x - 22 * s, y]], p.tableDark),
    rect(x - 34 * s, y - 50 * s, 68 * s, 10 * s, mix(p.tableDark, "#000000", 0.15), { rx: 3 * s }),
  );
}

function wateringCan(x, y, s, c) {
  return g(
    { transform: tr(x, y, s) },
    path("M-30 -10 Q0 -40 30 -10", "none", stroke(c, 7)),
    rect(-32, -12, 64, 46, c, { rx: 10 }),
    line(28, 0, 74, -30, c, 9),
    ell(78, -33, 10, 6, c, { transform: "rotate(-35 78 -33)" }),
  );
}

function drops(x, y, color) {
  return [0, 1, 2, 3, 4].map((i) => ell(x + i * 9, y + (i % 2) * 14 + i * 10, 3, 6, color, { opacity: 0.8 })).join("");
}

function audience(W, H, count, color) {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = (W * (i + 0.5)) / count + (i % 2 ? 10 : -10);
    const y = H - (i % 2 ? 18 : 6);
    s += ell(x, y + 40, 46, 40, color) + circ(x, y - 22, 26, color);
  }
  return s;
}

// ───────────────────────────── gallery scenes (800x600) ─────────────────────────────

const W1 = 800;
const H1 = 600;

const G = {
  // Classroom / learning corner
  tableBooks(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470, win: [520, 70, 200, 140] });
    s += rect(70, 70, 190, 150, "#ffffff", { rx: 8, stroke: p.frame, "stroke-width": 6 });
    s += circ(120, 120, 26, p.c[0]) + poly([[200, 92], [232, 150], [168, 150]], p.c[2]) + rect(100, 160, 44, 44, p.c[1], { rx: 3 }) + star(205, 184, 26, 11, p.c[3]);
    s += crowd(p, [230, 400, 570], 510, 1, "hold", 1, { sit: true });
    s += rect(110, 440, 580, 22, p.table, { rx: 6 }) + rect(130, 462, 540, 14, p.tableDark) + rect(150, 476, 16, 110, p.tableDark) + rect(634, 476, 16, 110, p.tableDark);
    s += openBook(230, 442, 1, p.c[1]) + openBook(400, 442, 1, p.c[0]) + openBook(570, 442, 1, p.c[3]);
    s += rect(650, 392, 30, 48, p.c[4], { rx: 4 }) + line(656, 392, 650, 360, p.c[2], 6) + line(666, 392, 668, 356, p.c[1], 6) + line(674, 392, 684, 364, p.c[0], 6);
    return s;
  },
  blackboard(d, p) {
    let s = room(d, p, W1, H1, { floorY: 480 });
    s += rect(110, 60, 520, 280, p.frame, { rx: 12 }) + rect(126, 76, 488, 248, p.board);
    const ch = "#f8fafc";
    s += circ(220, 160, 42, "none", stroke(ch, 5)) + path("M300 210 L350 120 L400 210 Z", "none", stroke(ch, 5)) + star(500, 165, 48, 20, "none", stroke(ch, 5));
    s += path("M170 280 Q210 250 250 280 T330 280 T410 280", "none", stroke("#fde68a", 5)) + circ(470, 280, 10, ch) + circ(510, 280, 10, ch) + circ(550, 280, 10, ch);
    s += rect(110, 340, 520, 14, p.tableDark, { rx: 4 }) + rect(200, 330, 26, 10, "#ffffff") + rect(240, 332, 22, 8, p.c[2]);
    s += flip(700, kid(700, 560, 1, { adult: true, skin: SKIN[3], hair: HAIR[1], hairStyle: "bun", shirt: p.c[1], dress: true, pants: SKIN[3], sash: p.c[2], pose: "point", bindi: true }));
    s += kid(150, 650, 1.05, look(p, 2, { pose: "upOne" })) + kid(310, 660, 1.05, look(p, 5, { pose: "stand" })) + kid(470, 650, 1.05, look(p, 4, { pose: "upOne" }));
    return s;
  },
  blocks(d, p) {
    let s = room(d, p, W1, H1, { floorY: 430, win: [80, 60, 180, 130] });
    s += ell(440, 520, 340, 60, p.key === "sunshine" ? "#fde68a" : "#c7d2fe");
    const marks = ["circle", "triangle", "star", "square", "heart"];
    let y = 520;
    [96, 84, 74, 64, 54].forEach((sz, i) => {
      y -= sz;
      s += block(560 - sz / 2 + (i % 2 ? 6 : -6), y, sz, pick(p.c, i * 3), pick(marks, i));
    });
    s += poly([[590, y - 2], [630, y - 56], [670, y - 2]], p.c[2]);
    s += kid(400, 560, 1.15, look(p, 3, { pose: "up" }));
    s += block(120, 478, 60, p.c[1], "star") + block(190, 490, 48, p.c[0], "circle") + poly([[250, 538], [285, 478], [320, 538]], p.c[3]);
    s += rect(640, 510, 110, 50, p.c[0], { rx: 6 }) + rect(700, 470, 50, 44, p.c[1], { rx: 4 }) + rect(650, 486, 18, 26, "#57534e");
    s += circ(662, 562, 13, DARK) + circ(728, 562, 13, DARK) + circ(662, 562, 5, "#ffffff") + circ(728, 562, 5, "#ffffff");
    return s;
  },
  readingCorner(d, p) {
    let s = room(d, p, W1, H1, { floorY: 440 });
    s += rect(50, 110, 250, 330, p.tableDark, { rx: 8 }) + rect(64, 124, 222, 302, mix(p.tableDark, "#ffffff", 0.75));
    for (let sh = 0; sh < 3; sh++) {
      const base = 220 + sh * 100;
      let x = 72;
      for (let b = 0; b < 8 && x < 270; b++) {
        const w = 18 + ((b * 7 + sh * 3) % 4) * 5;
        const h = 60 + ((b * 5 + sh) % 3) * 12;
        s += rect(x, base - h, w, h, pick(p.c, b + sh * 2), { rx: 2 }) + rect(x + 4, base - h + 10, w - 8, 4, "#ffffff", { opacity: 0.5 });
        x += w + 4;
      }
      s += rect(64, base, 222, 10, p.tableDark);
    }
    s += ell(520, 540, 250, 46, p.soft2) + ell(520, 540, 190, 32, p.soft);
    s += ell(530, 470, 120, 78, p.c[1]) + ell(500, 440, 60, 34, mix(p.c[1], "#ffffff", 0.25));
    s += kid(500, 500, 1.1, look(p, 6, { pose: "hold", sit: "floor" }));
    s += openBook(500, 468, 0.9, p.c[0]);
    s += plant(710, 440, 1.2, p);
    s += rect(400, 90, 150, 110, "#ffffff", { stroke: p.frame, "stroke-width": 6, rx: 6 }) + star(475, 145, 36, 15, p.c[2]);
    return s;
  },
  scienceDesk(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470, win: [470, 60, 240, 150] });
    s += kid(690, 470, 1, look(p, 7, { pose: "hold", sit: true, glasses: "#1f2937" }));
    s += rect(40, 400, 720, 24, p.table, { rx: 6 }) + rect(70, 424, 18, 170, p.tableDark) + rect(712, 424, 18, 170, p.tableDark);
    s += rect(190, 388, 70, 14, "#57534e", { rx: 4 }) + path("M160 300 A66 66 0 0 0 226 388", "none", stroke("#57534e", 8));
    s += circ(225, 310, 66, "#7dd3fc") + path("M190 270 Q215 258 230 282 Q218 300 200 296 Q182 290 190 270 Z", p.tree[0]) + path("M240 320 Q268 312 272 340 Q250 364 236 346 Z", p.tree[0]) + path("M180 330 Q196 326 200 344 Q188 352 180 330 Z", p.tree[2]);
    s += rect(340, 270, 200, 130, "#ffffff", { stroke: p.tableDark, "stroke-width": 10, rx: 6 });
    for (let r = 0; r < 4; r++) {
      s += line(345, 298 + r * 26, 535, 298 + r * 26, "#a8a29e", 3);
      for (let b = 0; b < 5; b++) s += circ(370 + b * 22 + (r % 2) * 44, 298 + r * 26, 10, pick(p.c, r * 2));
    }
    s += line(560, 390, 600, 360, "#57534e", 8) + circ(616, 346, 24, "#e0f2fe", stroke("#57534e", 7, { fill: "#e0f2fe" }));
    s += ell(120, 392, 30, 10, p.c[2]) + circ(120, 372, 22, p.c[4]) + rect(116, 340, 6, 14, p.tree[1]);
    return s;
  },

  // Outdoor play / garden
  slideSwing(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 400, seed: 11, mx: 420, my: 110 });
    s += tree(60, 420, 1.05, p);
    s += slideSet(120, 520, 1, p);
    s += kid(150, 330, 0.75, look(p, 1, { pose: "wave" }));
    const rider = kid(620, 457, 0.8, look(p, 2, { pose: "up" }));
    s += swingSet(620, 520, 1, p, rider);
    s += kid(430, 560, 1, look(p, 4, { pose: "wave" }));
    s += flower(740, 560, 0.9, p, 1) + flower(60, 580, 0.8, p, 2);
    return s;
  },
  ballGame(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 380, seed: 23, mx: 140, my: 110 });
    s += tree(560, 390, 0.8, p) + tree(720, 400, 0.95, p, 1);
    s += kid(200, 540, 1, look(p, 2, { pose: "run" })) + kid(470, 560, 1.05, look(p, 5, { pose: "run" })) + flip(650, kid(650, 530, 0.95, look(p, 7, { pose: "run" })));
    s += ball(340, 500, 44, [p.c[0], p.c[1], p.c[2]]);
    s += path("M300 470 Q280 462 262 470", "none", stroke("#ffffff", 4, { opacity: 0.8 })) + path("M300 520 Q280 512 262 520", "none", stroke("#ffffff", 4, { opacity: 0.8 }));
    return s;
  },
  sandpit(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 340, seed: 5, mx: 660, my: 100 });
    s += tree(90, 360, 0.8, p);
    const sand = p.key === "sunshine" ? "#fde7b0" : "#f1e7cf";
    s += rect(90, 380, 620, 190, p.tableDark, { rx: 12 }) + rect(104, 392, 592, 166, sand, { rx: 6 });
    s += kid(330, 500, 1, look(p, 3, { pose: "hold", sit: true }));
    s += ell(330, 500, 110, 34, mix(sand, "#b45309", 0.12));
    s += rect(470, 430, 160, 80, "#e7c98f") + rect(480, 370, 44, 70, "#e7c98f") + rect(576, 370, 44, 70, "#e7c98f");
    for (const bx of [480, 576]) for (let k = 0; k < 3; k++) s += rect(bx + k * 16, 358, 12, 14, "#e7c98f");
    s += path("M532 510 V470 A18 18 0 0 1 568 470 V510 Z", "#b08a52") + line(550, 430, 550, 380, "#57534e", 3) + poly([[550, 380], [584, 392], [550, 404]], p.c[4]);
    s += poly([[160, 470], [230, 470], [220, 540], [170, 540]], p.c[0]) + path("M162 470 Q195 420 228 470", "none", stroke(p.c[1], 5)) + rect(158, 466, 74, 10, mix(p.c[0], "#000000", 0.15), { rx: 4 });
    s += line(250, 500, 286, 440, "#78716c", 6) + poly([[242, 496], [262, 508], [254, 536], [232, 526]], p.c[3]);
    return s;
  },
  kites(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 430, seed: 31, mx: 680, my: 90, mr: 46, clouds: 3 });
    s += kite(240, 140, 0.9, p.c[0], p.c[2], -14) + kite(520, 110, 0.8, p.c[1], p.c[3], 12);
    s += path("M252 200 Q270 330 300 372", "none", stroke("#57534e", 1.5)) + path("M512 164 Q520 330 540 380", "none", stroke("#57534e", 1.5));
    s += kid(255, 560, 1.05, look(p, 1, { pose: "upOne" })) + flip(560, kid(560, 570, 1.05, look(p, 6, { pose: "upOne" })));
    s += bird(380, 70, 1) + bird(410, 90, 0.8) + flower(100, 580, 0.8, p, 0) + flower(720, 590, 0.8, p, 3);
    return s;
  },
  garden(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 360, seed: 42, mx: 120, my: 100 });
    s += rect(60, 430, 440, 110, p.trunk, { rx: 6 }) + rect(70, 420, 420, 30, "#7c4a2a", { rx: 6 });
    for (let i = 0; i < 6; i++) s += i % 2 ? flower(100 + i * 72, 430, 1, p, i) : line(100 + i * 72, 430, 100 + i * 72, 396, p.tree[0], 5) + ell(90 + i * 72, 392, 12, 6, p.tree[0]) + ell(110 + i * 72, 388, 12, 6, p.tree[2]);
    s += kid(640, 560, 1.1, look(p, 5, { pose: "hold" }));
    s += flip(640, wateringCan(640, 470, 1, p.c[3]));
    s += drops(540, 450, "#60a5fa");
    s += butterfly(300, 280, 1, p.c[0]) + butterfly(520, 230, 0.8, p.c[4]);
    return s;
  },

  // Art & craft
  easelPainting(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470, win: [560, 70, 180, 130] });
    s += easel(290, 540, 1, p, miniPainting(p, 0));
    s += flip(490, kid(490, 570, 1.05, look(p, 2, { pose: "point" })));
    s += line(386, 360, 370, 346, "#92400e", 5) + circ(368, 344, 5, p.c[0]);
    s += ell(120, 548, 60, 24, "#e8c39e") + circ(96, 540, 9, p.c[0]) + circ(122, 534, 9, p.c[1]) + circ(146, 544, 9, p.c[2]);
    s += [0, 1, 2].map((i) => rect(630 + i * 44, 520, 34, 40, pick(p.c, i + 3), { rx: 6 }) + ell(647 + i * 44, 520, 17, 5, mix(pick(p.c, i + 3), "#000000", 0.2))).join("");
    s += circ(420, 590, 8, p.c[0], { opacity: 0.6 }) + circ(450, 580, 5, p.c[3], { opacity: 0.6 });
    return s;
  },
  crayonDrawing(d, p) {
    let s = rect(0, 0, W1, H1, p.key === "sunshine" ? "#f3c27f" : "#c7d2fe");
    s += rect(0, 0, W1, H1, d.pattern(80, 80, line(0, 40, 80, 40, "#000000", 2, { opacity: 0.05 })));
    s += g({ transform: rot(-4, 400, 290) }, rect(170, 130, 460, 320, "#ffffff", { rx: 4 }), rect(176, 136, 460, 320, "#000000", { opacity: 0.05 }),
      path("M250 380 V290 H350 V380", "none", stroke(p.c[0], 6)), path("M240 292 L300 240 L360 292", "none", stroke(p.c[4], 6)), rect(285, 330, 26, 50, "none", stroke(p.c[1], 5)),
      p.key === "sunshine" ? circ(540, 210, 30, "none", stroke(p.c[2], 6)) + [0, 1, 2, 3, 4, 5, 6, 7].map((i) => line(540 + Math.cos(i * 0.785) * 42, 210 + Math.sin(i * 0.785) * 42, 540 + Math.cos(i * 0.785) * 58, 210 + Math.sin(i * 0.785) * 58, p.c[2], 5)).join("")
        : [0, 1, 2].map((i) => path(D`M${450 + i * 14} 260 A${90 - i * 14} ${90 - i * 14} 0 0 1 ${630 - i * 14} 260`, "none", stroke(pick(p.arcs, i * 2), 7))).join(""),
      circ(470, 320, 14, "none", stroke(p.c[1], 5)), path("M470 334 V372 M450 350 H490 M470 372 L456 396 M470 372 L484 396", "none", stroke(p.c[1], 5)),
      path("M190 420 L210 400 L230 420 L250 400 L270 420 L290 400 L310 420 L330 400 L350 420 L370 400 L390 420 L410 400 L430 420 L450 400 L470 420 L490 400 L510 420 L530 400 L550 420 L570 400 L590 420 L610 400", "none", stroke(p.tree[0], 5)));
    s += crayon(60, 90, 150, 20, p.c[0]) + crayon(640, 70, 140, 70, p.c[1]) + crayon(80, 520, 140, -30, p.c[2]) + crayon(560, 520, 150, -10, p.c[3]) + crayon(700, 400, 120, 110, p.c[4]) + crayon(40, 300, 130, -70, p.c[5]);
    return s;
  },
  artWall(d, p) {
    let s = room(d, p, W1, H1, { floorY: 500 });
    const arts = [
      (x, y) => flowerArt(x, y, p),
      (x, y) => path(D`M${x + 20} ${y + 60} Q${x + 60} ${y + 20} ${x + 100} ${y + 60} Q${x + 60} ${y + 100} ${x + 20} ${y + 60} Z`, p.c[3]) + poly([[x + 100, y + 60], [x + 124, y + 40], [x + 124, y + 80]], p.c[3]) + circ(x + 44, y + 54, 5, DARK),
      (x, y) => rect(x + 64, y + 70, 12, 44, p.trunk) + circ(x + 70, y + 56, 36, p.tree[0]),
      (x, y) => heart(x + 70, y + 62, 1.3, p.c[4]),
    ];
    s += path("M30 70 Q400 150 770 70", "none", stroke("#8a6a50", 3));
    arts.forEach((art, i) => {
      const x = 60 + i * 175;
      const y = 80 + (i === 1 || i === 2 ? 20 : 6);
      s += g({ transform: rot(i % 2 ? 3 : -3, x + 70, y) }, rect(x, y, 140, 130, "#ffffff", { stroke: "#e7e5e4", "stroke-width": 2 }), art(x, y), rect(x + 60, y - 10, 20, 24, pick(p.c, i + 2), { rx: 3 }));
    });
    for (let i = 0; i < 12; i++) s += ell(70 + i * 56, 300 + (i % 2) * 6, 26, 16, "none", stroke(pick(p.c, i), 8));
    s += kid(640, 590, 1.1, look(p, 4, { pose: "wave" })) + kid(160, 600, 1, look(p, 1, { pose: "stand" }));
    return s;
  },
  clayTable(d, p) {
    let s = room(d, p, W1, H1, { floorY: 360, win: [90, 60, 200, 140] });
    s += kid(620, 480, 1.6, look(p, 5, { pose: "hold", sit: true }));
    s += rect(0, 360, W1, 240, p.table) + rect(0, 360, W1, 14, mix(p.table, "#ffffff", 0.3));
    s += ell(400, 480, 330, 90, "#ffffff", { opacity: 0.35 });
    s += circ(180, 460, 44, p.c[2]) + path("M180 460 m-30 0 a30 30 0 1 1 30 30 a20 20 0 1 1 -20 -20 a10 10 0 1 1 10 10", "none", stroke(mix(p.c[2], "#000000", 0.25), 5));
    s += ell(240, 500, 70, 16, p.c[2]) + circ(286, 476, 16, p.c[2]) + circ(282, 472, 3, DARK);
    s += circ(400, 500, 34, "#f8fafc") + circ(400, 448, 24, "#f8fafc") + circ(392, 444, 3, DARK) + circ(408, 444, 3, DARK) + poly([[398, 452], [416, 456], [398, 458]], p.c[0]);
    s += path("M490 470 H600 Q600 530 545 530 Q490 530 490 470 Z", p.c[1]) + ell(545, 470, 55, 12, mix(p.c[1], "#000000", 0.2));
    s += rect(600, 540, 150, 26, "#d6b48a", { rx: 13 }) + rect(570, 546, 34, 14, "#a0522d", { rx: 7 }) + rect(746, 546, 34, 14, "#a0522d", { rx: 7 });
    s += circ(90, 560, 16, p.c[4]) + circ(130, 575, 12, p.c[3]) + circ(300, 572, 14, p.c[0]) + star(700, 440, 30, 13, "none", stroke(p.c[5], 5));
    return s;
  },
  paletteSplash(d, p) {
    let s = rect(0, 0, W1, H1, p.soft);
    const r = rng(77);
    for (let i = 0; i < 7; i++) {
      const x = 80 + r() * 640;
      const y = 60 + r() * 480;
      const c = pick(p.c, i);
      s += g({ opacity: 0.35 }, circ(x, y, 40 + r() * 30, c), circ(x + 50, y + 20, 16, c), circ(x - 40, y + 34, 10, c), circ(x + 20, y - 50, 8, c));
    }
    s += path("M220 300 C220 170 380 120 520 150 C650 180 640 290 570 300 C520 308 530 360 560 390 C590 430 520 470 420 460 C300 450 220 400 220 300 Z", "#e8c39e");
    s += ell(560, 340, 24, 18, p.soft);
    [[300, 250], [360, 200], [440, 190], [520, 210], [290, 340], [360, 400]].forEach(([x, y], i) => (s += circ(x, y, 26, pick(p.c, i)) + circ(x - 8, y - 8, 7, "#ffffff", { opacity: 0.4 })));
    s += g({ transform: rot(-38, 560, 430) }, rect(470, 422, 160, 14, "#92400e", { rx: 7 }), rect(440, 420, 36, 18, "#a8a29e"), path("M440 420 Q400 429 440 438 Z", p.c[0]));
    s += g({ transform: rot(-60, 640, 420) }, rect(560, 424, 150, 12, p.c[1], { rx: 6 }), rect(530, 422, 34, 16, "#a8a29e"), path("M530 422 Q496 430 530 438 Z", p.c[2]));
    return s;
  },

  // Music & dance
  drumXylophone(d, p) {
    let s = room(d, p, W1, H1, { floorY: 450 });
    s += bunting(0, 20, W1, 24, p.c, 12);
    s += rect(160, 340, 180, 130, p.c[0]) + ell(250, 470, 90, 24, mix(p.c[0], "#000000", 0.2)) + rect(160, 340, 180, 16, "#ffffff", { opacity: 0.35 });
    s += path("M160 356 L190 460 L220 356 L250 460 L280 356 L310 460 L340 356", "none", stroke("#ffffff", 4));
    s += ell(250, 340, 90, 24, "#fdf6e3", { stroke: mix(p.c[0], "#000000", 0.2), "stroke-width": 6 });
    s += line(200, 250, 270, 330, "#92400e", 8) + circ(196, 246, 10, "#f8fafc") + line(320, 246, 262, 326, "#92400e", 8) + circ(324, 242, 10, "#f8fafc");
    s += poly([[420, 400], [740, 420], [740, 500], [420, 520]], "#92400e");
    for (let i = 0; i < 7; i++) {
      const x = 436 + i * 42;
      const h = 130 - i * 10;
      s += rect(x, 460 - h / 2, 32, h, pick(p.c, i), { rx: 5 }) + circ(x + 16, 460 - h / 2 + 12, 4, "#ffffff") + circ(x + 16, 460 + h / 2 - 12, 4, "#ffffff");
    }
    s += line(520, 560, 560, 440, "#57534e", 6) + circ(562, 434, 12, p.c[4]);
    s += note(450, 220, 1.2, p.c[1]) + note(560, 160, 1.1, p.c[3], true) + note(120, 200, 1, p.c[5]);
    return s;
  },
  circleDance(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 420, seed: 9, mx: 650, my: 95, mr: 44 });
    const xs = [160, 320, 480, 640];
    s += crowd(p, xs, 560, 1, "wide", 2);
    s += note(240, 190, 1.2, p.c[0]) + note(420, 140, 1.2, p.c[1], true) + note(580, 230, 1, p.c[3]);
    s += confetti(p, W1, H1, 18, rng(3), [0.05, 0.05, 0.95, 0.42]);
    return s;
  },
  keyboard(d, p) {
    let s = room(d, p, W1, H1, { floorY: 500, win: [500, 60, 200, 130] });
    s += kid(400, 500, 1.15, look(p, 1, { pose: "hold", sit: true }));
    s += line(200, 600, 600, 420, "#57534e", 12) + line(600, 600, 200, 420, "#57534e", 12);
    s += rect(130, 380, 540, 100, p.c[1], { rx: 12 }) + rect(150, 400, 500, 16, "#1f2937", { rx: 4 });
    for (let i = 0; i < 14; i++) s += rect(152 + i * 35.5, 420, 33, 54, "#ffffff", { rx: 3 });
    for (let i = 0; i < 13; i++) if (![2, 6, 9].includes(i)) s += rect(176 + i * 35.5, 420, 20, 32, "#1f2937", { rx: 2 });
    s += circ(170, 408, 4, "#22c55e") + circ(186, 408, 4, "#fbbf24");
    s += note(210, 260, 1.1, p.c[0]) + note(300, 200, 1, p.c[2], true) + note(560, 290, 1.1, p.c[4]);
    return s;
  },
  instruments(d, p) {
    let s = room(d, p, W1, H1, { floorY: 460 });
    s += ell(400, 540, 340, 50, p.soft2);
    s += g({ transform: rot(-24, 240, 330) }, rect(228, 90, 26, 190, "#92400e"), rect(222, 60, 38, 46, "#78350f", { rx: 6 }), circ(241, 400, 88, p.c[0]), circ(241, 300, 66, p.c[0]), circ(241, 372, 26, "#3f2a1e"),
      rect(206, 440, 70, 12, "#78350f", { rx: 4 }), [0, 1, 2, 3].map((k) => line(233 + k * 5, 86, 233 + k * 5, 446, "#f5f5f4", 1.5)).join(""));
    s += circ(560, 330, 80, "none", stroke(p.c[1], 22)) + circ(560, 330, 68, "#fdf6e3", { opacity: 0.9 });
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      s += ell(560 + Math.cos(a) * 80, 330 + Math.sin(a) * 80, 10, 6, "#fbbf24", { stroke: "#b45309", "stroke-width": 2 });
    }
    s += g({ transform: rot(30, 640, 500) }, rect(634, 500, 12, 70, "#92400e", { rx: 5 }), ell(640, 480, 30, 36, p.c[3]), circ(632, 470, 6, "#ffffff", { opacity: 0.6 }));
    s += g({ transform: rot(-20, 700, 500) }, rect(694, 500, 12, 70, "#92400e", { rx: 5 }), ell(700, 480, 30, 36, p.c[4]), circ(692, 470, 6, "#ffffff", { opacity: 0.6 }));
    s += path("M410 560 L460 470 L510 560 Z", "none", stroke("#94a3b8", 7)) + line(520, 480, 470, 540, "#94a3b8", 5);
    s += note(420, 150, 1.1, p.c[2], true) + note(660, 140, 1, p.c[5]);
    return s;
  },
  stageDance(d, p) {
    let s = stage(d, p, W1, H1);
    s += sparkles(p, W1, H1, 10, rng(8), [0.25, 0.12, 0.75, 0.45]);
    s += kid(400, 520, 1.25, look(p, 0, { pose: "up", dress: true, pants: SKIN[2], skin: SKIN[2], hairStyle: "bun" }));
    s += kid(250, 530, 1, look(p, 3, { pose: "wave" })) + flip(550, kid(550, 530, 1, look(p, 6, { pose: "wave" })));
    s += curtains(p, W1, H1);
    return s;
  },

  // Celebrations / festivals
  birthdayCake(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470 });
    s += bunting(0, 24, W1, 30, p.c, 12);
    s += balloon(90, 170, 1.1, p.c[0]) + balloon(160, 130, 1, p.c[3]) + balloon(650, 140, 1, p.c[2]) + balloon(720, 180, 1.1, p.c[1]);
    s += rect(140, 450, 520, 24, p.table, { rx: 6 }) + rect(170, 474, 18, 120, p.tableDark) + rect(612, 474, 18, 120, p.tableDark);
    s += ell(400, 450, 180, 16, "#e7e5e4");
    s += rect(270, 330, 260, 120, "#fde6c8", { rx: 10 }) + path("M270 352 Q270 330 290 330 H510 Q530 330 530 352 V372 Q515 392 500 372 Q485 352 470 372 Q455 396 440 372 Q425 352 410 372 Q395 392 380 372 Q365 352 350 372 Q335 396 320 372 Q305 352 290 372 Q278 386 270 372 Z", p.c[4]);
    s += rect(310, 250, 180, 84, "#fff7ed", { rx: 8 }) + path("M310 266 Q310 250 326 250 H474 Q490 250 490 266 V280 Q478 296 466 280 Q454 264 442 280 Q430 298 418 280 Q406 264 394 280 Q382 296 370 280 Q358 264 346 280 Q334 298 322 280 Q314 270 310 280 Z", p.c[3]);
    for (let i = 0; i < 5; i++) s += rect(334 + i * 30, 214, 10, 38, pick(p.c, i), { rx: 3 }) + path(D`M${339 + i * 30} 194 Q${347 + i * 30} 206 ${339 + i * 30} 214 Q${331 + i * 30} 206 ${339 + i * 30} 194 Z`, "#f59e0b");
    s += [0, 1, 2, 3, 4, 5].map((i) => circ(290 + i * 44, 412, 7, pick(p.c, i + 2))).join("");
    s += poly([[600, 446], [630, 370], [660, 446]], p.c[0]) + circ(630, 368, 8, p.c[2]);
    return s;
  },
  balloonParty(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 460, seed: 19, motif: false, clouds: 3 });
    s += bunting(0, 10, W1, 36, p.c, 12) + bunting(0, 70, W1, 24, p.c.slice().reverse(), 10, 30, 36);
    const pts = [[330, 200], [400, 170], [470, 205], [360, 260], [440, 265], [300, 285], [500, 290]];
    s += pts.map(([x, y], i) => path(D`M${x} ${y + 44} Q${(x + 400) / 2} ${(y + 430) / 2} 400 404`, "none", stroke("#8b7b70", 1.8))).join("");
    s += pts.map(([x, y], i) => balloon(x, y, 1, pick(p.c, i * 3), 0)).join("");
    s += kid(400, 590, 1.1, look(p, 0, { pose: "upOne" }));
    s += kid(200, 580, 0.95, look(p, 6, { pose: "wave" })) + flip(620, kid(620, 585, 0.95, look(p, 3, { pose: "wave" })));
    return s;
  },
  diwali(d, p) {
    const warm = p.key === "sunshine";
    let s = rect(0, 0, W1, H1, d.grad(p.night));
    s += sparkles({ ...p, key: "rainbow" }, W1, H1, 14, rng(14), [0.02, 0.05, 0.98, 0.35]);
    s += lantern(160, 150, 30, warm ? "#f97316" : "#8b5cf6") + lantern(400, 110, 40, warm ? "#fbbf24" : "#06b6d4") + lantern(640, 150, 30, warm ? "#14b8a6" : "#a78bfa");
    s += rect(0, 400, W1, 200, mix(p.night[1], "#000000", 0.3));
    s += rangoli(400, 490, 1, warm ? ["#f97316", "#fde68a", "#ef4444", "#14b8a6", "#fbbf24"] : ["#7c3aed", "#c4b5fd", "#06b6d4", "#10b981", "#a78bfa"]);
    s += diya(140, 470, 1.1) + diya(660, 470, 1.1) + diya(230, 570, 1) + diya(570, 570, 1) + diya(80, 560, 0.9) + diya(720, 560, 0.9);
    return s;
  },
  gifts(d, p) {
    let s = room(d, p, W1, H1, { floorY: 440 });
    for (let i = 0; i < 5; i++) s += path(D`M${80 + i * 160} 0 Q${60 + i * 160} 60 ${90 + i * 160} 120 T${80 + i * 160} 220`, "none", stroke(pick(p.c, i), 8));
    s += confetti(p, W1, H1, 22, rng(21), [0.02, 0.3, 0.98, 0.7]);
    s += gift(120, 560, 160, 120, p.c[0], p.c[2]) + gift(310, 560, 120, 170, p.c[1], p.c[4]) + gift(460, 560, 190, 100, p.c[3], p.c[0]) + gift(560, 450, 90, 70, p.c[2], p.c[1]) + gift(200, 430, 70, 60, p.c[4], p.c[3]);
    return s;
  },
  partyHats(d, p) {
    let s = rect(0, 0, W1, H1, d.grad([p.soft, "#ffffff"]));
    s += confetti(p, W1, H1, 30, rng(33));
    s += bunting(0, 0, W1, 26, p.c, 10);
    s += kid(180, 790, 2.1, look(p, 2, { hat: p.c[1], hatTop: p.c[2] }));
    s += kid(400, 750, 2.3, look(p, 5, { hat: p.c[0], hatTop: p.c[3] }));
    s += kid(620, 790, 2.1, look(p, 8, { hat: p.c[3], hatTop: p.c[0] }));
    s += line(416, 434, 500, 402, p.c[2], 9) + path("M500 402 q24 -8 26 10 q2 18 -16 14", "none", stroke(p.c[4], 6));
    return s;
  },
};

/** What each gallery picture shows (its <title>). */
const SCENE_TITLES = {
  tableBooks: "Children reading picture books at the classroom table",
  blackboard: "A teacher pointing at shapes drawn on the board while children raise their hands",
  blocks: "A child beside a tall tower of building blocks and a toy train",
  readingCorner: "A child reading on a beanbag next to a bookshelf",
  scienceDesk: "A globe, an abacus and a magnifying glass on the discovery table",
  slideSwing: "Children on the slide and the swing in the play yard",
  ballGame: "Children running after a big ball on the lawn",
  sandpit: "A child building a sandcastle in the sand pit",
  kites: "Two children flying kites on a breezy day",
  garden: "A child watering the flower bed in the school garden",
  easelPainting: "A child painting a picture at the easel",
  crayonDrawing: "Crayons around a child's drawing of a house",
  artWall: "Children's paintings pinned on a string with a paper chain below",
  clayTable: "Clay models on the craft table",
  paletteSplash: "A paint palette and brushes among colourful splashes",
  drumXylophone: "A drum and a xylophone with music notes",
  circleDance: "Children holding hands and dancing on the grass",
  keyboard: "A child playing the keyboard",
  instruments: "A guitar, a tambourine and maracas in the music corner",
  stageDance: "Children dancing on stage under a spotlight",
  birthdayCake: "A birthday cake with candles and balloons",
  balloonParty: "A child holding a bunch of balloons under bunting",
  diwali: "Diyas and a rangoli under hanging lanterns at night",
  gifts: "Wrapped gifts with ribbons and confetti",
  partyHats: "Three smiling children in party hats",
};

function flowerArt(x, y, p) {
  let s = line(x + 70, y + 120, x + 70, y + 70, p.tree[0], 5);
  for (let i = 0; i < 6; i++) s += circ(x + 70 + Math.cos(i * 1.047) * 22, y + 56 + Math.sin(i * 1.047) * 22, 14, p.c[i % 2 ? 0 : 4]);
  return s + circ(x + 70, y + 56, 12, p.c[2]);
}

// ───────────────────────────── wide slides (1600x700) ─────────────────────────────

const W2 = 1600;
const H2 = 700;

const SLIDES = {
  schoolDay(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 520, seed: 101, mx: 1360, my: 140, mr: 62, segs: 5, clouds: 3, tufts: 14 });
    s += tree(220, 540, 1.1, p) + tree(380, 530, 0.9, p, 1) + tree(1180, 530, 0.95, p, 1) + tree(1480, 545, 1.15, p);
    s += school(800, 535, 1.35, p);
    s += poly([[760, 544], [840, 544], [980, 700], [620, 700]], "#e7e5e4", { opacity: 0.8 });
    s += kid(560, 650, 1.05, look(p, 1, { pose: "wave" })) + kid(660, 675, 0.95, look(p, 4)) + flip(1040, kid(1040, 665, 1.05, look(p, 6, { pose: "wave" })));
    s += kid(1120, 680, 1.25, { adult: true, skin: SKIN[2], hair: HAIR[0], hairStyle: "bun", shirt: p.c[3], dress: true, pants: SKIN[2], sash: p.c[0], bindi: true });
    s += flower(90, 660, 1, p, 0) + flower(150, 690, 0.9, p, 1) + flower(1300, 680, 1, p, 2) + flower(1380, 660, 0.9, p, 3);
    return s;
  },
  playground(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 470, seed: 202, mx: 800, my: 120, mr: 60, segs: 5, clouds: 3, tufts: 14 });
    s += tree(90, 500, 1.1, p) + tree(1520, 500, 1.2, p, 1);
    s += slideSet(220, 620, 1.2, p) + kid(252, 392, 0.8, look(p, 2, { pose: "up" })) + kid(530, 600, 0.9, look(p, 3, { pose: "up" }));
    s += poly([[800, 620], [830, 560], [860, 620]], "#78716c") + g({ transform: rot(-8, 830, 560) }, rect(640, 552, 380, 16, p.c[2], { rx: 6 }));
    s += kid(680, 600, 0.85, look(p, 5, { pose: "up", sit: true })) + kid(985, 560, 0.85, look(p, 6, { pose: "wave", sit: true }));
    s += swingSet(1280, 640, 1.15, p, kid(1280, 572, 0.9, look(p, 7, { pose: "up" })));
    s += ball(1080, 640, 34, [p.c[0], p.c[3], p.c[2]]) + flower(1440, 690, 1, p, 1) + flower(40, 690, 0.9, p, 3);
    return s;
  },
  classroom(d, p) {
    let s = room(d, p, W2, H2, { floorY: 520, win: [160, 80, 240, 160] });
    s += windowBox(d, p, 1200, 80, 240, 160) + bunting(0, 20, W2, 34, p.c, 22);
    s += rect(560, 90, 480, 230, p.frame, { rx: 10 }) + rect(574, 104, 452, 202, p.board) + circ(680, 200, 40, "none", stroke("#f8fafc", 5)) + path("M760 250 L810 160 L860 250 Z", "none", stroke("#f8fafc", 5)) + star(940, 205, 46, 19, "none", stroke("#fde68a", 5));
    s += crowd(p, [420, 600, 780, 960, 1140], 560, 1.05, (i) => (i === 2 ? "upOne" : "hold"), 0, { sit: true });
    s += rect(300, 490, 1000, 24, p.table, { rx: 6 }) + rect(330, 514, 18, 200, p.tableDark) + rect(1252, 514, 18, 200, p.tableDark);
    s += openBook(420, 492, 1, p.c[1]) + block(575, 440, 50, p.c[0], "star") + openBook(960, 492, 1, p.c[4]) + block(1115, 440, 50, p.c[3], "circle") + bookStack(780, 492, [p.c[2], p.c[0], p.c[1]], 80);
    s += plant(100, 640, 1.3, p) + plant(1500, 640, 1.3, p);
    return s;
  },
  artStudio(d, p) {
    let s = room(d, p, W2, H2, { floorY: 520, win: [1250, 70, 230, 150] });
    s += easel(300, 610, 1, p, miniPainting(p, 0)) + easel(720, 600, 1, p, miniPainting(p, 2)) + easel(1140, 610, 1, p, miniPainting(p, 3));
    s += kid(460, 640, 1, look(p, 1, { pose: "wave" })) + flip(880, kid(880, 640, 1, look(p, 3, { pose: "point" }))) + kid(1300, 650, 1.05, look(p, 5, { pose: "up" }));
    s += crayon(40, 680, 260, 0, p.c[0]) + crayon(340, 680, 260, 0, p.c[1]) + crayon(640, 680, 260, 0, p.c[2]) + crayon(940, 680, 260, 0, p.c[3]) + crayon(1240, 680, 260, 0, p.c[4]);
    s += circ(90, 120, 30, p.c[2], { opacity: 0.5 }) + circ(140, 170, 18, p.c[0], { opacity: 0.5 }) + circ(540, 100, 22, p.c[3], { opacity: 0.5 });
    return s;
  },
  picnic(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 440, seed: 303, mx: 800, my: 120, mr: 60, segs: 4, clouds: 3, tufts: 12 });
    s += tree(1380, 470, 1.5, p);
    s += [0, 1, 2, 3, 4].map((i) => balloon(1250 + i * 40, 150 + (i % 2) * 40, 0.9, pick(p.c, i * 2), 0) + path(D`M${1250 + i * 40} ${195 + (i % 2) * 40} Q${1300 + i * 10} 300 1330 360`, "none", stroke("#8b7b70", 1.6))).join("");
    const check = d.pattern(60, 60, rect(0, 0, 60, 60, "#ffffff"), rect(0, 0, 30, 30, p.c[0]), rect(30, 30, 30, 30, p.c[0]), rect(30, 0, 30, 30, mix(p.c[0], "#ffffff", 0.5)), rect(0, 30, 30, 30, mix(p.c[0], "#ffffff", 0.5)));
    s += poly([[420, 560], [1000, 560], [1120, 690], [300, 690]], check);
    s += path("M620 600 H760 L745 660 H635 Z", "#b45309") + path("M630 600 Q690 540 750 600", "none", stroke("#92400e", 8)) + circ(650, 592, 18, "#ef4444") + circ(690, 588, 18, p.key === "sunshine" ? "#fbbf24" : "#22c55e");
    s += kid(500, 640, 1, look(p, 2, { pose: "hold", sit: "floor" })) + kid(880, 650, 1, look(p, 5, { pose: "wave", sit: "floor" }));
    s += kid(1140, 640, 1.05, look(p, 7, { pose: "run" })) + ball(1040, 520, 36, [p.c[1], p.c[2], p.c[4]]);
    s += butterfly(200, 400, 1, p.c[3]) + flower(80, 680, 1, p, 0) + flower(160, 660, 0.9, p, 2);
    return s;
  },
  kiteHills(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 500, seed: 404, mx: 1380, my: 120, mr: 56, segs: 5, clouds: 4, tufts: 14 });
    const kites = [[260, 170, p.c[0], p.c[4], -12], [620, 120, p.c[1], p.c[3], 8], [980, 180, p.c[2], p.c[6], -6], [1200, 250, p.c[5], p.c[0], 14]];
    s += kites.map(([x, y, a, b, ang]) => kite(x, y, 0.8, a, b, ang)).join("");
    const kx = [300, 660, 1010, 1240];
    s += kx.map((x, i) => path(D`M${kites[i][0]} ${kites[i][1] + 52} Q${x + 10} ${400} ${x + 30 + (i % 2 ? -6 : 0)} 468`, "none", stroke("#57534e", 1.5))).join("");
    s += kx.map((x, i) => kid(x + 6, 650 + (i % 2) * 20, 1, look(p, i * 2 + 1, { pose: "upOne" }))).join("");
    s += tree(100, 540, 1.1, p, 1) + tree(1500, 540, 1.2, p) + bird(480, 80, 1.2) + bird(520, 100, 0.9) + flower(800, 680, 1, p, 1) + flower(860, 690, 0.8, p, 2);
    return s;
  },
  readingTree(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 480, seed: 505, mx: 1380, my: 130, mr: 58, segs: 4, clouds: 3, tufts: 12 });
    s += rect(770, 280, 60, 260, p.trunk, { rx: 14 }) + circ(690, 260, 140, p.tree[1]) + circ(910, 270, 140, p.tree[1]) + circ(800, 200, 160, p.tree[0]) + circ(740, 160, 48, p.tree[2], { opacity: 0.45 });
    s += [0, 1, 2, 3, 4].map((i) => circ(660 + i * 70, 230 + (i % 2) * 60, 10, p.c[4])).join("");
    s += ell(800, 640, 520, 60, p.groundDark, { opacity: 0.5 });
    s += kid(560, 640, 1, look(p, 1, { pose: "hold", sit: "floor" })) + openBook(560, 570, 0.8, p.c[0]);
    s += kid(900, 650, 1.05, look(p, 4, { pose: "hold", sit: "floor" })) + openBook(900, 576, 0.85, p.c[3]);
    s += flip(1150, kid(1150, 660, 1.3, { adult: true, skin: SKIN[4], hair: HAIR[2], hairStyle: "long", shirt: p.c[5], dress: true, pants: SKIN[4], sash: p.c[2], pose: "hold" })) + openBook(1150, 500, 0.9, p.c[1]);
    s += bookStack(360, 660, [p.c[0], p.c[1], p.c[3], p.c[2]], 110) + bird(300, 120, 1.2) + bird(340, 100, 1) + butterfly(1300, 420, 1, p.c[0]);
    return s;
  },
  musicStage(d, p) {
    let s = stage(d, p, W2, H2, { floorY: 560 });
    s += sparkles(p, W2, H2, 14, rng(66), [0.2, 0.12, 0.8, 0.4]);
    s += note(480, 240, 1.4, p.c[4]) + note(1040, 220, 1.4, p.c[3], true) + note(760, 160, 1.2, p.c[1]);
    s += crowd(p, [500, 660, 820, 980, 1140], 600, 1.1, (i) => ["wave", "up", "wide", "up", "wave"][i], 2);
    s += curtains(p, W2, H2);
    return s;
  },
  gardenBeds(d, p) {
    let s = outdoor(d, p, W2, H2, { horizon: 430, seed: 606, mx: 240, my: 120, mr: 58, segs: 5, clouds: 3, tufts: 10 });
    for (const bx of [140, 900]) {
      s += rect(bx, 520, 520, 100, p.trunk, { rx: 6 }) + rect(bx + 10, 510, 500, 28, "#7c4a2a", { rx: 6 });
      for (let i = 0; i < 7; i++) s += flower(bx + 40 + i * 72, 520, 1, p, i + bx);
    }
    s += kid(800, 660, 1.1, look(p, 3, { pose: "hold" })) + flip(800, wateringCan(800, 570, 1, p.c[1])) + drops(700, 556, "#60a5fa");
    s += kid(1480, 680, 1, look(p, 6, { pose: "wave" }));
    s += butterfly(520, 300, 1.1, p.c[0]) + butterfly(1100, 260, 1, p.c[3]) + butterfly(1300, 360, 0.8, p.c[4]);
    return s;
  },
};

// ───────────────────────────── events (800x600) ─────────────────────────────

const EVENTS = {
  annualDay(d, p) {
    let s = stage(d, p, W1, H1, { floorY: 420 });
    s += sparkles(p, W1, H1, 8, rng(91), [0.25, 0.12, 0.75, 0.4]);
    s += crowd(p, [280, 400, 520], 450, 1, (i) => ["wave", "up", "wave"][i], 3, { hat: undefined });
    s += curtains(p, W1, H1);
    s += audience(W1, H1, 8, "#1c1917");
    return s;
  },
  sportsDay(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 300, seed: 92, mx: 660, my: 90, mr: 44 });
    s += bunting(0, 20, W1, 24, p.c, 12);
    for (let i = 0; i < 4; i++) s += rect(0, 330 + i * 66, W1, 66, i % 2 ? "#e4572e" : "#d9482b") + line(0, 330 + i * 66, W1, 330 + i * 66, "#ffffff", 4);
    s += line(640, 300, 640, 600, "#f8fafc", 8) + line(700, 300, 700, 600, "#f8fafc", 8) + path("M640 360 Q670 390 700 362", "none", stroke(p.c[2], 5));
    s += kid(520, 400, 0.8, look(p, 1, { pose: "run" })) + kid(400, 466, 0.85, look(p, 3, { pose: "run" })) + kid(300, 532, 0.9, look(p, 5, { pose: "run" })) + kid(180, 598, 0.95, look(p, 7, { pose: "run" }));
    s += circ(740, 250, 22, "#fbbf24") + path("M730 210 L740 228 L750 210", "none", stroke(p.c[1], 6));
    return s;
  },
  independenceDay(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 430, seed: 93, motif: false, clouds: 3 });
    s += line(400, 60, 400, 470, "#78716c", 8) + circ(400, 56, 8, "#d6d3d1") + rect(360, 460, 80, 24, "#a8a29e");
    s += path("M404 70 Q470 60 560 76 V116 Q470 100 404 110 Z", "#ff9933") + path("M404 110 Q470 100 560 116 V156 Q470 140 404 150 Z", "#ffffff") + path("M404 150 Q470 140 560 156 V196 Q470 180 404 190 Z", "#138808");
    s += circ(482, 128, 14, "none", stroke("#000080", 3)) + circ(482, 128, 3, "#000080");
    const mini = (x, y) => line(x, y, x, y - 60, "#78716c", 3) + rect(x, y - 60, 34, 8, "#ff9933") + rect(x, y - 52, 34, 8, "#ffffff") + rect(x, y - 44, 34, 8, "#138808");
    const xs = [150, 270, 530, 650];
    s += xs.map((x, i) => kid(x, 570, 1, look(p, i * 2, { pose: "upOne" }))).join("");
    s += xs.map((x) => mini(x + 40, 370 - 6)).join("");
    s += balloon(80, 160, 0.9, "#ff9933") + balloon(140, 120, 0.9, "#ffffff") + balloon(200, 170, 0.9, "#138808") + balloon(620, 210, 0.9, "#138808") + balloon(690, 180, 0.9, "#ff9933");
    return s;
  },
  grandparentsDay(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470, win: [80, 70, 180, 130] });
    s += rect(160, 360, 500, 140, p.c[1], { rx: 30 }) + rect(130, 330, 560, 70, mix(p.c[1], "#000000", 0.15), { rx: 30 });
    s += kid(290, 560, 1, { adult: true, skin: SKIN[6], hair: "#d6d3d1", hairStyle: "bun", shirt: p.c[0], dress: true, pants: SKIN[6], sash: p.c[2], glasses: "#57534e", bindi: true, pose: "hold" });
    s += kid(530, 560, 1, { adult: true, skin: SKIN[3], hair: "#e7e5e4", hairStyle: "short", shirt: "#f8fafc", pants: "#57534e", glasses: "#57534e", pose: "wave" });
    s += kid(410, 580, 1, look(p, 4, { pose: "up" }));
    s += heart(400, 110, 1.1, p.c[4]) + heart(330, 160, 0.7, p.c[0]) + heart(480, 170, 0.8, p.c[3]);
    s += plant(720, 470, 1.2, p);
    return s;
  },
  holi(d, p) {
    let s = rect(0, 0, W1, H1, "#f8fafc");
    const powder = ["#a78bfa", "#60a5fa", "#34d399", "#f472b6", "#22d3ee", "#818cf8", "#facc15"];
    const r = rng(94);
    for (let i = 0; i < 14; i++) {
      const x = r() * W1;
      const y = r() * 420;
      s += circ(x, y, 50 + r() * 60, pick(powder, i), { opacity: 0.35 }) + circ(x + 40, y + 30, 30, pick(powder, i), { opacity: 0.3 });
    }
    s += rect(0, 470, W1, 130, "#d1fae5");
    s += crowd(p, [180, 400, 620], 590, 1.15, (i) => ["up", "up", "wave"][i], 1, { shirt: "#ffffff" });
    for (let i = 0; i < 24; i++) s += circ(120 + r() * 560, 330 + r() * 200, 5 + r() * 6, pick(powder, i), { opacity: 0.85 });
    for (const bx of [60, 700]) s += path(D`M${bx - 40} 600 Q${bx} 520 ${bx + 40} 600 Z`, pick(powder, bx));
    return s;
  },
  scienceFair(d, p) {
    let s = room(d, p, W1, H1, { floorY: 470 });
    s += bunting(0, 20, W1, 26, p.c, 11);
    s += crowd(p, [250, 560], 470, 1, "hold", 2, { sit: true, glasses: "#1f2937" });
    s += rect(60, 420, 680, 26, p.table, { rx: 6 }) + rect(60, 446, 680, 80, p.c[0], { opacity: 0.9 }) + rect(60, 446, 680, 12, mix(p.c[0], "#000000", 0.2));
    s += poly([[120, 420], [170, 320], [200, 320], [250, 420]], "#92400e") + ell(185, 318, 20, 6, "#7c2d12") + path("M175 316 Q160 280 185 270 Q210 280 196 316 Z", "#f97316") + circ(178, 262, 8, "#fb923c") + circ(196, 252, 6, "#fdba74");
    s += rect(390, 250, 40, 120, "#f8fafc", { rx: 8 }) + poly([[390, 252], [410, 200], [430, 252]], p.c[4]) + circ(410, 290, 10, p.c[3]) + poly([[390, 330], [370, 380], [390, 370]], p.c[4]) + poly([[430, 330], [450, 380], [430, 370]], p.c[4]) + rect(395, 372, 30, 48, "#a8a29e");
    s += rect(620, 390, 110, 30, "#78716c", { rx: 4 });
    for (let i = 0; i < 4; i++) s += rect(632 + i * 24, 320, 14, 76, "#e0f2fe", { rx: 7, stroke: "#94a3b8", "stroke-width": 2 }) + rect(632 + i * 24, 360 - i * 8, 14, 36 + i * 8, pick(p.c, i + 1), { rx: 7 });
    s += star(700, 120, 30, 13, p.c[2]) + circ(120, 120, 26, "#fde68a") + rect(110, 146, 20, 20, "#a8a29e", { rx: 3 });
    return s;
  },
  treePlanting(d, p) {
    let s = outdoor(d, p, W1, H1, { horizon: 380, seed: 95, mx: 640, my: 100, mr: 46 });
    s += tree(90, 400, 0.9, p) + tree(200, 390, 0.7, p, 1);
    s += ell(400, 500, 120, 34, "#7c4a2a") + ell(400, 492, 90, 22, "#92603a");
    s += line(400, 492, 400, 400, "#15803d", 6) + ell(380, 410, 24, 11, p.tree[2], { transform: rot(-30, 380, 410) }) + ell(420, 420, 24, 11, p.tree[0], { transform: rot(30, 420, 420) }) + ell(400, 392, 16, 9, p.tree[2]);
    s += kid(250, 560, 1.05, look(p, 1, { pose: "hold" })) + line(244, 540, 290, 420, "#78716c", 6) + poly([[236, 540], [258, 536], [262, 576], [236, 578]], "#94a3b8");
    s += flip(560, kid(560, 565, 1.05, look(p, 4, { pose: "hold" }))) + wateringCan(520, 470, 0.9, p.c[3]) + drops(442, 430, "#60a5fa");
    s += butterfly(320, 300, 0.9, p.c[4]) + flower(700, 580, 1, p, 1) + flower(740, 560, 0.8, p, 2);
    return s;
  },
  graduation(d, p) {
    let s = room(d, p, W1, H1, { floorY: 480 });
    s += bunting(0, 20, W1, 34, p.c, 12);
    s += rect(0, 470, W1, 130, mix(p.floor, "#000000", 0.08));
    const xs = [200, 400, 600];
    s += xs.map((x, i) => kid(x, 560, 1.15, look(p, i * 3 + 1, { shirt: p.primary, pants: "#1f2937", cap: "#1f2937", pose: i === 1 ? "up" : "hold" }))).join("");
    s += [200, 600].map((x) => rect(x - 30, 430, 60, 18, "#fff7ed", { rx: 9 }) + rect(x - 4, 428, 8, 22, p.c[4])).join("");
    s += g({ transform: rot(-18, 150, 140) }, poly([[150, 120], [196, 134], [150, 148], [104, 134]], "#1f2937"), line(150, 134, 170, 166, "#fbbf24", 3));
    s += g({ transform: rot(16, 640, 120) }, poly([[640, 100], [686, 114], [640, 128], [594, 114]], "#1f2937"), line(640, 114, 620, 146, "#fbbf24", 3));
    s += sparkles(p, W1, H1, 10, rng(96), [0.05, 0.12, 0.95, 0.38]);
    return s;
  },
};

// ───────────────────────────── mission, vision, values ─────────────────────────────

function missionArt(d, p) {
  let s = rect(0, 0, W1, H1, d.grad([p.soft, "#ffffff"]));
  s += skyMotif(p, 400, 150, 70);
  s += heart(170, 160, 0.8, p.c[4], { opacity: 0.7 }) + heart(640, 120, 0.6, p.c[0], { opacity: 0.7 }) + heart(690, 260, 0.5, p.c[3], { opacity: 0.7 });
  const skin = p.key === "sunshine" ? SKIN[3] : SKIN[2];
  const crease = mix(skin, "#000000", 0.18);
  s += path("M160 600 C172 520 236 466 330 456 H470 C564 466 628 520 640 600 Z", skin);
  s += rect(120, 560, 170, 60, p.c[1], { transform: rot(-24, 200, 590), rx: 10 }) + rect(510, 560, 170, 60, p.c[1], { transform: rot(24, 600, 590), rx: 10 });
  s += ell(400, 450, 130, 40, "#7c4a2a") + ell(400, 440, 110, 28, "#92603a");
  for (let k = 0; k < 4; k++) {
    const lx = 232 + k * 30;
    const ly = 492 - k * 14;
    s += ell(lx, ly, 16, 40, skin, { transform: rot(-52 + k * 10, lx, ly) }) + ell(800 - lx, ly, 16, 40, skin, { transform: rot(52 - k * 10, 800 - lx, ly) });
  }
  s += path("M400 480 V600", "none", stroke(crease, 4));
  s += line(400, 440, 400, 320, p.tree[1], 9) + ell(360, 330, 44, 20, p.tree[0], { transform: rot(-30, 360, 330) }) + ell(442, 300, 48, 22, p.tree[2], { transform: rot(28, 442, 300) }) + ell(400, 282, 20, 30, p.tree[0]);
  return s;
}

function visionArt(d, p) {
  let s = rect(0, 0, W1, H1, d.grad(p.key === "sunshine" ? ["#fed7aa", "#fff7ed"] : ["#c7d2fe", "#f5f3ff"]));
  s += sparkles({ ...p, key: "rainbow" }, W1, H1, 12, rng(12), [0.05, 0.05, 0.7, 0.4]);
  s += p.key === "sunshine" ? sunburst(660, 300, 80, p) : rainbowArc(640, 360, 170, 26, p.arcs);
  s += path("M0 420 Q200 330 420 400 T800 380 V600 H0 Z", p.hills[0]) + path("M0 470 Q300 400 560 470 T800 460 V600 H0 Z", p.hills[1]);
  s += path("M560 600 C520 540 640 520 600 470 C580 440 640 430 650 410", "none", stroke("#fff7ed", 22, { opacity: 0.9 }));
  s += star(200, 110, 26, 11, p.c[2]) + star(300, 70, 16, 7, p.c[0]) + star(120, 200, 14, 6, p.c[3]);
  s += kid(230, 540, 1.2, look(p, 2, { pose: "stand" }));
  s += g({ transform: rot(-28, 270, 380) }, rect(250, 370, 110, 26, "#57534e", { rx: 8 }), rect(350, 364, 26, 38, p.c[1], { rx: 6 }));
  s += line(270, 420, 240, 540, "#57534e", 6) + line(270, 420, 300, 540, "#57534e", 6);
  return s;
}

const VALUE_ICONS = {
  heart: (p) => heart(300, 200, 3.2, p.c[4]) + ell(260, 160, 18, 28, "#ffffff", { opacity: 0.35, transform: rot(-40, 260, 160) }),
  bulb: (p) =>
    circ(300, 170, 80, p.c[2]) + rect(268, 240, 64, 50, "#a8a29e", { rx: 8 }) + line(272, 258, 328, 258, "#78716c", 4) + line(272, 274, 328, 274, "#78716c", 4) +
    path("M278 190 Q300 150 322 190", "none", stroke("#ffffff", 7)) +
    [0, 1, 2, 3, 4].map((i) => { const a = Math.PI + (i * Math.PI) / 4; return line(300 + Math.cos(a) * 100, 170 + Math.sin(a) * 100, 300 + Math.cos(a) * 130, 170 + Math.sin(a) * 130, p.c[0], 10); }).join(""),
  together: (p) => crowd(p, [180, 300, 420], 340, 1.05, "wide", 1),
  sunSmile: (p) => sunburst(300, 200, 78, { ...p, sun: "#fbbf24", sunCore: "#fde68a", ray: "#f97316" }, true),
  leafGlobe: (p) =>
    circ(300, 200, 110, "#7dd3fc") + path("M230 140 Q270 110 300 150 Q280 190 240 180 Q210 170 230 140 Z", p.c[2]) + path("M320 220 Q370 200 380 250 Q350 290 320 262 Z", p.c[6]) + path("M210 240 Q240 236 250 262 Q230 280 210 240 Z", p.c[2]) +
    ell(400, 96, 40, 18, p.c[2], { transform: rot(-35, 400, 96) }) + line(372, 118, 420, 80, "#15803d", 4),
  starMagnify: (p) => star(270, 180, 90, 40, p.c[4]) + circ(350, 220, 70, "#e0f2fe", { stroke: "#475569", "stroke-width": 14, opacity: 0.85 }) + line(400, 270, 460, 330, "#475569", 22),
};

function valueArt(d, p, icon, seed) {
  let s = rect(0, 0, 600, 400, d.grad([pick(p.portraitBg, seed), "#ffffff"]));
  s += circ(300, 200, 150, "#ffffff", { opacity: 0.7 });
  s += p.key === "sunshine" ? [0, 1, 2, 3, 4].map((i) => circ(60 + i * 120, 370, 14, pick(p.c, i), { opacity: 0.5 })).join("") : sparkles(p, 600, 400, 8, rng(seed + 50), [0.02, 0.05, 0.98, 0.95]);
  return s + VALUE_ICONS[icon](p);
}

// ───────────────────────────── portraits (400x400) ─────────────────────────────

function portrait(d, p, m, i) {
  const skin = m.skin;
  const shade = mix(skin, "#000000", 0.18);
  const hair = m.hair;
  let s = rect(0, 0, 400, 400, pick(p.portraitBg, i));
  if (p.key === "sunshine") {
    for (let k = 0; k < 12; k += 2) {
      const a1 = (k * Math.PI) / 6;
      const a2 = ((k + 1) * Math.PI) / 6;
      s += poly([[200, 190], [200 + Math.cos(a1) * 340, 190 + Math.sin(a1) * 340], [200 + Math.cos(a2) * 340, 190 + Math.sin(a2) * 340]], "#ffffff", { opacity: 0.35 });
    }
  } else {
    s += rainbowArc(200, 330, 190, 18, p.arcs, { opacity: 0.3 }) + star(60, 70, 14, 6, "#ffffff") + star(345, 90, 10, 4, "#ffffff");
  }
  s += path("M50 400 C54 318 116 294 200 294 C284 294 346 318 350 400 Z", m.cloth);
  const back = {
    long: "M130 185 C118 108 164 90 200 90 C236 90 282 108 270 185 C274 240 286 300 298 360 L102 360 C114 300 126 240 130 185 Z",
    bob: "M128 190 C118 110 168 94 200 94 C232 94 282 110 272 190 L276 262 C250 274 150 274 124 262 Z",
    plait: "M132 185 C120 110 164 92 200 92 C236 92 280 110 268 185 L270 250 L130 250 Z",
  }[m.style];
  if (back) s += path(back, hair);
  if (m.style === "bun") s += circ(200, 104, 34, hair);
  s += rect(172, 232, 56, 80, skin, { rx: 24 }) + ell(200, 262, 30, 12, shade, { opacity: 0.6 });
  const necks = {
    v: path("M170 296 L200 340 L230 296 Z", skin),
    round: path("M166 296 Q200 330 234 296 Z", skin),
    collar: path("M174 296 L200 334 L226 296 Z", skin) + poly([[168, 292], [200, 334], [180, 344], [156, 306]], m.trim) + poly([[232, 292], [200, 334], [220, 344], [244, 306]], m.trim),
  };
  s += necks[m.neck ?? "round"];
  if (m.sash) s += path("M232 296 C262 316 286 356 298 400 L252 400 C244 362 230 330 214 310 Z", m.sash) + path("M236 300 C266 320 290 360 302 400", "none", stroke(m.trim, 6));
  if (m.buttons) s += circ(200, 356, 4, m.trim) + circ(200, 380, 4, m.trim);
  s += circ(138, 196, 13, skin) + circ(262, 196, 13, skin);
  s += ell(200, 186, 63, 75, skin);
  const fronts = {
    short: "M138 192 C130 126 164 102 202 102 C242 102 272 126 262 192 C258 166 252 152 240 144 C214 152 176 150 152 148 C144 160 140 174 138 192 Z",
    side: "M138 196 C128 124 166 98 206 100 C246 102 274 130 262 196 C256 160 246 146 232 140 C202 148 170 136 160 128 C150 142 142 166 138 196 Z",
    centre: "M200 110 C162 110 134 134 136 204 C150 164 176 140 200 128 C224 140 250 164 264 204 C266 134 238 110 200 110 Z",
    fringe: "M136 176 C136 122 170 104 200 104 C230 104 264 122 264 176 C250 160 230 154 200 154 C170 154 150 160 136 176 Z",
    bald: "M138 206 C134 178 138 160 148 150 L156 206 Z M262 206 C266 178 262 160 252 150 L244 206 Z",
  };
  const frontKey = { long: "centre", plait: "centre", bun: "centre", bob: "fringe", curly: "short" }[m.style] ?? m.style;
  if (m.style === "curly") {
    for (let k = 0; k < 9; k++) {
      const a = Math.PI * (1.05 + (k * 0.9) / 8);
      s += circ(200 + Math.cos(a) * 62, 170 + Math.sin(a) * 64, 22, hair);
    }
  }
  s += path(fronts[frontKey], hair);
  if (m.style === "plait") for (let k = 0; k < 5; k++) s += ell(258 + k * 3, 250 + k * 24, 15, 15, hair) + path(D`M${246 + k * 3} ${256 + k * 24} Q${258 + k * 3} ${262 + k * 24} ${270 + k * 3} ${256 + k * 24}`, "none", stroke(mix(hair, "#ffffff", 0.15), 2));
  if (m.flower) s += circ(238, 110, 9, "#ffffff") + circ(252, 118, 9, "#ffffff") + circ(244, 128, 9, "#ffffff") + circ(245, 118, 5, "#fbbf24");
  if (m.beard) s += path("M140 200 C142 252 170 278 200 278 C230 278 258 252 260 200 C252 228 236 242 200 244 C164 242 148 228 140 200 Z", hair);
  if (m.beard || m.moustache) s += path("M178 224 Q200 214 222 224 Q200 232 178 224 Z", hair);
  s += path("M160 176 Q174 168 190 175", "none", stroke(hair === "#e7e5e4" ? "#a8a29e" : hair, 5)) + path("M210 175 Q226 168 240 176", "none", stroke(hair === "#e7e5e4" ? "#a8a29e" : hair, 5));
  s += ell(176, 196, 6.5, 7.5, DARK) + ell(224, 196, 6.5, 7.5, DARK) + circ(178, 193, 2, "#ffffff") + circ(226, 193, 2, "#ffffff");
  s += path("M200 200 Q208 214 198 218", "none", stroke(shade, 3));
  s += path("M180 234 Q200 252 220 234 Q200 242 180 234 Z", "#9b3b32");
  s += circ(160, 222, 10, CHEEK, { opacity: 0.22 }) + circ(240, 222, 10, CHEEK, { opacity: 0.22 });
  if (m.bindi) s += circ(200, 166, 3.5, "#be123c");
  if (m.earrings) s += circ(138, 216, 5, "#f59e0b") + circ(262, 216, 5, "#f59e0b");
  if (m.glasses) s += circ(176, 196, 19, "none", stroke(m.glasses, 4)) + circ(224, 196, 19, "none", stroke(m.glasses, 4)) + line(195, 194, 205, 194, m.glasses, 4);
  return s;
}

// ───────────────────────────── small marks (logo, story icons) ─────────────────────────────

function sunshineLogo() {
  const p = PAL.sunshine;
  let s = rect(6, 6, 148, 148, "#0f766e", { rx: 38 });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    s += poly([[80 + Math.cos(a - 0.16) * 38, 66 + Math.sin(a - 0.16) * 38], [80 + Math.cos(a) * 56, 66 + Math.sin(a) * 56], [80 + Math.cos(a + 0.16) * 38, 66 + Math.sin(a + 0.16) * 38]], i % 2 ? "#fbbf24" : "#f97316");
  }
  s += circ(80, 66, 34, p.sun) + circ(80, 66, 26, p.sunCore);
  s += circ(71, 62, 3.5, "#0f766e") + circ(89, 62, 3.5, "#0f766e") + path("M69 73 Q80 83 91 73", "none", stroke("#0f766e", 3.5));
  s += path("M28 112 Q54 100 80 112 Q106 100 132 112 L132 136 Q106 124 80 136 Q54 124 28 136 Z", "#fff7ed") + line(80, 112, 80, 136, "#f97316", 3);
  return s;
}

function rainbowLogo() {
  let s = circ(80, 80, 74, "#4c1d95");
  s += rainbowArc(80, 104, 56, 11, ["#c4b5fd", "#60a5fa", "#22d3ee", "#34d399"]);
  s += cloud(34, 106, 0.42) + cloud(126, 106, 0.42);
  s += star(80, 38, 12, 5, "#ffffff");
  s += circ(68, 124, 9, "#fde7d0") + circ(92, 124, 9, "#c98d5d") + path("M56 150 Q58 134 68 134 Q78 134 80 150 Z", "#a78bfa") + path("M80 150 Q82 134 92 134 Q102 134 104 150 Z", "#34d399");
  return s;
}

const STORY_ICONS = {
  sprout: (c, k) => ell(48, 72, 22, 7, k) + line(48, 72, 48, 42, "#ffffff", 5) + ell(36, 44, 13, 7, "#ffffff", { transform: rot(-30, 36, 44) }) + ell(60, 38, 14, 7, "#ffffff", { transform: rot(30, 60, 38) }),
  school: (c) => poly([[20, 44], [48, 22], [76, 44]], "#ffffff") + rect(26, 44, 44, 32, "#ffffff") + rect(42, 56, 12, 20, c) + circ(48, 36, 5, c),
  book: (c) => path("M18 30 Q33 24 47 30 V72 Q33 66 18 72 Z", "#ffffff") + path("M78 30 Q63 24 49 30 V72 Q63 66 78 72 Z", "#ffffff", { opacity: 0.85 }),
  trophy: (c) => path("M30 22 H66 V38 Q66 58 48 60 Q30 58 30 38 Z", "#ffffff") + path("M30 28 Q16 28 20 40 Q24 48 32 46 M66 28 Q80 28 76 40 Q72 48 64 46", "none", stroke("#ffffff", 4)) + rect(44, 60, 8, 10, "#ffffff") + rect(34, 70, 28, 8, "#ffffff", { rx: 2 }),
  heartHands: (c) => heart(48, 44, 0.62, "#ffffff") + path("M16 74 Q30 60 48 70 Q66 60 80 74", "none", stroke("#ffffff", 5)),
  bulb: (c) => circ(48, 40, 18, "#ffffff") + rect(40, 56, 16, 14, "#ffffff", { rx: 3 }) + line(44, 76, 52, 76, "#ffffff", 4) + line(22, 20, 28, 26, "#ffffff", 4) + line(74, 20, 68, 26, "#ffffff", 4) + line(48, 10, 48, 16, "#ffffff", 4),
  globe: (c) => circ(48, 46, 28, "#ffffff") + ell(48, 46, 12, 28, "none", stroke(c, 3)) + path("M20 46 H76 M25 32 H71 M25 60 H71", "none", stroke(c, 3)) + line(30, 84, 66, 84, "#ffffff", 4),
  star: (c) => star(48, 48, 30, 13, "#ffffff"),
};

function storyIcon(p, kind, i) {
  const c = pick([p.primary, p.accent, p.c[1], p.c[0], p.c[3]], i);
  const bg = p.key === "sunshine" ? rect(4, 4, 88, 88, c, { rx: 22 }) : circ(48, 48, 44, c);
  return bg + STORY_ICONS[kind](c, mix(c, "#000000", 0.25));
}

function poster(d, p) {
  let s = outdoor(d, p, 1280, 720, { horizon: 520, seed: 808, mx: 1080, my: 130, mr: 60, segs: 4, clouds: 3, tufts: 10 });
  s += tree(120, 540, 1.2, p) + tree(1180, 550, 1.1, p, 1);
  s += crowd(p, [300, 460, 820, 980], 690, 1.15, (i) => ["wave", "up", "up", "wave"][i], 1);
  s += rect(0, 0, 1280, 720, "#000000", { opacity: 0.12 });
  s += circ(640, 360, 132, "#000000", { opacity: 0.22 }) + circ(640, 360, 92, "#ffffff") + poly([[612, 310], [612, 410], [700, 360]], p.primary);
  return s;
}

function defaultSlide(d) {
  let s = rect(0, 0, W2, H2, d.grad(["#dbe4ee", "#f8fafc"]));
  s += cloud(260, 140, 1.1, "#ffffff") + cloud(1240, 110, 0.9, "#ffffff") + cloud(820, 200, 0.7, "#ffffff");
  s += path(hillsPath(W2, 500, 110, rng(5), 4, H2), "#dbe3ee") + path(hillsPath(W2, 560, 70, rng(6), 5, H2), "#b8c4d4");
  s += circ(1300, 150, 60, "#fef3c7") + rect(0, 600, W2, 100, "#cbd5e1");
  s += rect(1060, 460, 110, 110, "#fca5a5", { rx: 10 }) + rect(1180, 490, 80, 80, "#93c5fd", { rx: 8 }) + poly([[1100, 460], [1140, 380], [1180, 460]], "#fcd34d") + circ(1220, 450, 36, "#86efac");
  s += circ(380, 520, 50, "#c4b5fd") + rect(440, 500, 70, 70, "#fde68a", { rx: 8 });
  return s;
}

// ───────────────────────────── what each school gets ─────────────────────────────

const SCHOOLS = [
  {
    p: PAL.sunshine,
    slides: [
      ["schoolDay", "Children walking up to the sunny school building"],
      ["playground", "The playground with slide, see-saw and swings"],
      ["classroom", "Children learning together around a classroom table"],
      ["artStudio", "Little artists painting at their easels"],
      ["picnic", "A picnic on the lawn with balloons and games"],
    ],
    gallery: [
      ["classroom", "Classroom", ["tableBooks", "blackboard", "blocks", "readingCorner", "scienceDesk"]],
      ["outdoor-play", "Outdoor Play", ["slideSwing", "ballGame", "sandpit", "kites", "garden"]],
      ["art-craft", "Art & Craft", ["easelPainting", "crayonDrawing", "artWall", "clayTable", "paletteSplash"]],
      ["music-dance", "Music & Dance", ["drumXylophone", "circleDance", "keyboard", "instruments", "stageDance"]],
      ["celebrations", "Celebrations", ["birthdayCake", "balloonParty", "diwali", "gifts", "partyHats"]],
    ],
    events: [
      ["annualDay", "Annual Day performance on stage"],
      ["sportsDay", "Sports Day race on the track"],
      ["independenceDay", "Independence Day flag hoisting"],
      ["grandparentsDay", "Grandparents' Day with the children"],
    ],
    values: [
      ["heart", "Care: a big heart"],
      ["bulb", "Curiosity: a shining light bulb"],
      ["together", "Respect: children holding hands"],
      ["sunSmile", "Joy: a smiling sun"],
    ],
    story: ["sprout", "school", "book", "trophy", "heartHands"],
    team: [
      { skin: SKIN[3], hair: HAIR[1], style: "bun", cloth: "#0f766e", trim: "#fbbf24", sash: "#f59e0b", bindi: true, earrings: true, glasses: "#334155", neck: "round" },
      { skin: SKIN[4], hair: HAIR[0], style: "short", cloth: "#f97316", trim: "#ffffff", neck: "collar", moustache: true },
      { skin: SKIN[1], hair: HAIR[2], style: "long", cloth: "#fb923c", trim: "#0f766e", sash: "#14b8a6", earrings: true, bindi: true },
      { skin: SKIN[2], hair: HAIR[3], style: "plait", cloth: "#fbbf24", trim: "#0f766e", neck: "v", flower: true },
      { skin: SKIN[6], hair: HAIR[0], style: "curly", cloth: "#0d9488", trim: "#fde68a", neck: "collar", beard: true },
      { skin: SKIN[0], hair: HAIR[4], style: "bob", cloth: "#ef4444", trim: "#fde68a", neck: "v", earrings: true },
      { skin: SKIN[7], hair: HAIR[5], style: "bun", cloth: "#f59e0b", trim: "#7c2d12", sash: "#0f766e", flower: true, bindi: true },
      { skin: SKIN[5], hair: HAIR[2], style: "side", cloth: "#115e59", trim: "#ffffff", neck: "collar", glasses: "#1f2937" },
    ],
  },
  {
    p: PAL.rainbow,
    slides: [
      ["schoolDay", "The school under a rainbow with children arriving"],
      ["kiteHills", "Children flying kites on green hills"],
      ["readingTree", "Story time under the big tree"],
      ["musicStage", "Children dancing on stage among music notes"],
      ["gardenBeds", "Children caring for the flower garden"],
    ],
    gallery: [
      ["learning-corner", "Learning Corner", ["scienceDesk", "readingCorner", "tableBooks", "blocks", "blackboard"]],
      ["garden-nature", "Garden & Nature", ["garden", "kites", "slideSwing", "sandpit", "ballGame"]],
      ["creative-arts", "Creative Arts", ["paletteSplash", "artWall", "crayonDrawing", "easelPainting", "clayTable"]],
      ["music-movement", "Music & Movement", ["stageDance", "keyboard", "circleDance", "instruments", "drumXylophone"]],
      ["festivals", "Festivals", ["diwali", "gifts", "partyHats", "birthdayCake", "balloonParty"]],
    ],
    events: [
      ["holi", "Holi celebration with colours"],
      ["scienceFair", "Little scientists at the science fair"],
      ["treePlanting", "Planting a tree together"],
      ["graduation", "Graduation Day caps in the air"],
    ],
    values: [
      ["together", "Inclusion: children holding hands"],
      ["starMagnify", "Wonder: a star under a magnifying glass"],
      ["leafGlobe", "Responsibility: caring for our planet"],
      ["heart", "Kindness: a big heart"],
    ],
    story: ["bulb", "school", "book", "trophy", "globe"],
    team: [
      { skin: SKIN[5], hair: HAIR[3], style: "long", cloth: "#6d28d9", trim: "#c4b5fd", sash: "#10b981", bindi: true, earrings: true },
      { skin: SKIN[3], hair: "#e7e5e4", style: "bald", cloth: "#1d4ed8", trim: "#ffffff", neck: "collar", glasses: "#1f2937", moustache: true },
      { skin: SKIN[2], hair: HAIR[0], style: "bob", cloth: "#10b981", trim: "#ffffff", neck: "v", glasses: "#4c1d95" },
      { skin: SKIN[7], hair: HAIR[1], style: "plait", cloth: "#a78bfa", trim: "#4c1d95", neck: "round", earrings: true, bindi: true },
      { skin: SKIN[1], hair: HAIR[2], style: "side", cloth: "#0ea5e9", trim: "#ffffff", neck: "collar", beard: true },
      { skin: SKIN[4], hair: HAIR[5], style: "curly", cloth: "#7c3aed", trim: "#ddd6fe", neck: "v", earrings: true },
      { skin: SKIN[0], hair: HAIR[4], style: "bun", cloth: "#06b6d4", trim: "#6d28d9", sash: "#6366f1", flower: true },
      { skin: SKIN[6], hair: HAIR[0], style: "short", cloth: "#22c55e", trim: "#065f46", neck: "round", buttons: true },
    ],
  },
];

// ───────────────────────────── write everything ─────────────────────────────

const written = [];
function write(rel, doc, body) {
  const file = join(OUT, rel);
  const svg = doc.render(body);
  const size = Buffer.byteLength(svg);
  if (size > MAX_BYTES) throw new Error(`${rel} is ${size} bytes (limit ${MAX_BYTES})`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push([rel, size]);
}

for (const school of SCHOOLS) {
  const { p } = school;
  const dir = p.key;
  rmSync(join(OUT, dir), { recursive: true, force: true });

  let doc = new Doc(160, 160, `${p.name} logo`);
  write(`${dir}/logo.svg`, doc, p.key === "sunshine" ? sunshineLogo() : rainbowLogo());

  school.slides.forEach(([fn, title], i) => {
    doc = new Doc(W2, H2, title);
    write(`${dir}/slides/slide-${i + 1}.svg`, doc, SLIDES[fn](doc, p));
  });

  for (const [slug, , scenes] of school.gallery) {
    scenes.forEach((fn, i) => {
      doc = new Doc(W1, H1, SCENE_TITLES[fn]);
      const body = G[fn](doc, p);
      // the second school sees every scene mirrored as well as recoloured
      write(`${dir}/gallery/${slug}-${i + 1}.svg`, doc, p.key === "rainbow" ? flip(W1 / 2, body) : body);
    });
  }

  school.team.forEach((m, i) => {
    doc = new Doc(400, 400, "Illustrated portrait of a smiling teacher");
    write(`${dir}/team/member-${i + 1}.svg`, doc, portrait(doc, p, m, i));
  });

  school.events.forEach(([fn, title], i) => {
    doc = new Doc(W1, H1, title);
    write(`${dir}/events/event-${i + 1}.svg`, doc, EVENTS[fn](doc, p));
  });

  doc = new Doc(W1, H1, "Our mission: caring hands helping a seedling grow");
  write(`${dir}/mission.svg`, doc, missionArt(doc, p));
  doc = new Doc(W1, H1, "Our vision: a child looking towards a bright horizon");
  write(`${dir}/vision.svg`, doc, visionArt(doc, p));

  school.values.forEach(([icon, title], i) => {
    doc = new Doc(600, 400, title);
    write(`${dir}/values/value-${i + 1}.svg`, doc, valueArt(doc, p, icon, i));
  });

  school.story.forEach((kind, i) => {
    doc = new Doc(96, 96, `Story milestone icon: ${kind}`);
    write(`${dir}/story/icon-${i + 1}.svg`, doc, storyIcon(p, kind, i));
  });

  doc = new Doc(1280, 720, `${p.name} video: play`);
  write(`${dir}/video-poster.svg`, doc, poster(doc, p));
}

let doc = new Doc(W2, H2, "Soft hills and toy blocks");
write("default-slide.svg", doc, defaultSlide(doc));
doc = new Doc(96, 96, "Milestone");
write("default-story-icon.svg", doc, circ(48, 48, 44, "#64748b") + star(48, 49, 28, 12, "#ffffff"));

const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`wrote ${written.length} SVG files to ${OUT} (largest: ${largest[0]}, ${largest[1]} bytes)`);
