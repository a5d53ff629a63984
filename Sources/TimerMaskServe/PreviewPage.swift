/// The one page `timermask serve` serves: the widget in light and dark side by side, playing in
/// real time or dragged to any instant, with the `--explain` table of the instant shown (hovering
/// a row outlines its view on the pictures). It asks the server only for `/api/info`,
/// `/api/pixels`, `/api/explain`, `/api/glitches`, its exports and the `/api/events` socket.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TimerMask preview</title>
<style>
  body { font: 14px -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 20px; background: #f2f2f7; color: #1c1c1e; }
  #widgets { display: flex; gap: 24px; align-items: flex-start; }
  figure { margin: 0; padding: 16px; border-radius: 16px; }
  figure.light { background: #e5e5ea; } figure.dark { background: #1c1c1e; color: #f2f2f7; }
  /* The accessory families show on the Lock Screen, over a wallpaper: a dark one here. */
  figure.lockscreen { background: #3a3a3c; color: #f2f2f7; }
  figcaption { font-size: 12px; margin-top: 6px; opacity: 0.7; }
  canvas { display: block; image-rendering: auto; }
  .picture { position: relative; }
  /* The view of the explanation's row under the pointer, outlined on the widget. */
  .picture .box { position: absolute; display: none; outline: 2px solid #ff3b30; outline-offset: 0; pointer-events: none; box-shadow: 0 0 0 1px #fff; }
  #bar { margin: 16px 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  #time { width: 520px; }
  #now { font-variant-numeric: tabular-nums; min-width: 150px; }
  #exports, #jitter { margin-bottom: 8px; }
  #strip { position: relative; width: 520px; height: 10px; background: #d1d1d6; margin-bottom: 12px; border-radius: 3px; }
  #strip span { position: absolute; top: 0; height: 10px; background: #ff3b30; min-width: 2px; }
  #strip span.split { background: #ff9500; }
  #glitch-report { display: none; max-height: 160px; overflow: auto; font-size: 11px; background: #fff; padding: 6px 8px; border-radius: 6px; margin: 0 0 12px; }
  #error { display: none; white-space: pre-wrap; background: #ffe5e5; color: #8b0000; padding: 12px; border-radius: 8px; font-family: monospace; }
  table { border-collapse: collapse; font-size: 12px; font-family: monospace; }
  td, th { padding: 2px 8px; text-align: left; border-bottom: 1px solid #d1d1d6; }
  tr:hover { background: #fff3b0; }
</style>
</head>
<body>
<h1>TimerMask preview</h1>
<div id="error"></div>
<div id="widgets"></div>
<div id="bar">
  <button id="play">Play</button>
  <select id="speed"><option value="1">1×</option><option value="0.25">¼×</option><option value="0.0625">1/16×</option></select>
  <button id="back-second">−1 s</button><button id="back-frame">−1 frame</button>
  <input id="time" type="range" min="0" max="60" step="0.001" value="0">
  <button id="next-frame">+1 frame</button><button id="next-second">+1 s</button>
  <button id="next-entry">next entry</button>
  <span id="now">R + 0.000 s</span> <span id="shown-after"></span>
  <label>display scale <select id="zoom"><option value="1">1×</option><option value="2">2×</option><option value="3">3×</option></select></label>
</div>
<div id="jitter">jitter: latency <input id="latency" size="11" placeholder="normal:8,5">
  skew <input id="skew" size="5" placeholder="ms"> refresh <select id="refresh"><option value="">ideal</option>
  <option value="60">60 Hz</option><option value="120">120 Hz</option></select>
  entry latency <input id="entryLatency" size="10" placeholder="uniform:0,500"> seed <input id="seed" size="5">
  <button id="scan">scan the span</button> <button id="next-glitch">next glitch</button> <button id="next-split">next split</button> <span id="glitches"></span></div>
<div id="strip"></div>
<pre id="glitch-report"></pre>
<div id="exports">export: <a id="export-png" download>PNG</a> ·
  span <select id="span"><option value="2">2 s</option><option value="10">10 s</option><option value="60">60 s</option></select>
  <a id="export-gif" download>GIF</a> · <a id="export-webp" download>WebP</a> · <a id="export-sheet" download>contact sheet</a> ·
  <a id="export-timeline" download>timing diagram</a></div>
<table id="explain"><thead><tr><th>what</th><th>where</th><th>reads</th></tr></thead><tbody></tbody></table>
<script>
"use strict";
const state = { t: 0, playing: false, speed: 1, info: null, loading: false, pending: false, lastTick: 0, askedAt: null, shownAfter: [], serverAfter: [], boxes: {}, outlined: null };
const $ = (id) => document.getElementById(id);

function showError(message) {
  $("error").style.display = message ? "block" : "none";
  $("error").textContent = message || "";
}

async function loadInfo() {
  const info = await (await fetch("/api/info")).json();
  state.info = info;
  showError(info.error);
  if (!info.error) {
    const last = Math.max(0, ...(info.entries || []), info.reload || 0);
    $("time").max = String(Math.max(3600, Math.ceil(last + 60)));
    layout();
  }
  document.body.dataset.generation = String(info.generation);
  exports();
  await draw();
}

// Each family the widget offers, light and dark side by side: canvases `light` and `dark` for the
// first, `light-1`, `dark-1`… for the others.
function pictures() {
  const families = (state.info && state.info.families) || [];
  return families.flatMap((f, i) => ["light", "dark"].map((scheme) => ({
    id: i === 0 ? scheme : scheme + "-" + i, scheme, family: f.name, width: f.width, height: f.height })));
}

function layout() {
  const box = $("widgets");
  box.replaceChildren(...pictures().map((p) => {
    const figure = document.createElement("figure");
    figure.className = p.scheme + (p.family.startsWith("accessory") ? " lockscreen" : "");
    const canvas = document.createElement("canvas");
    canvas.id = p.id;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", "the widget" + (p.family ? " (" + p.family + ")" : "") + " in " + p.scheme + " mode");
    const caption = document.createElement("figcaption");
    caption.textContent = (p.family ? p.family + ", " : "") + p.scheme;
    const picture = document.createElement("div");
    picture.className = "picture";
    const box = document.createElement("div");
    box.className = "box";
    box.id = "box-" + p.id;
    picture.append(canvas, box);
    figure.append(picture, caption);
    return figure;
  }));
  applyZoom();
}

function applyZoom() {
  const zoom = Number($("zoom").value);
  for (const p of pictures()) {
    $(p.id).style.width = (p.width * zoom) + "px";
    $(p.id).style.height = (p.height * zoom) + "px";
  }
  outline(state.outlined);
}

// Outlines the view at scene path `path` (its box from the explanation, in points) on the first
// family's pictures, light and dark, which the table explains; no path, or none laid out, clears it.
function outline(path) {
  state.outlined = path;
  const box = path && state.boxes ? state.boxes[path] : undefined;
  const zoom = Number($("zoom").value);
  for (const id of ["light", "dark"]) {
    const element = $("box-" + id);
    if (!element) continue;
    element.style.display = box ? "block" : "none";
    if (!box) continue;
    element.style.left = (box[0] * zoom) + "px";
    element.style.top = (box[1] * zoom) + "px";
    element.style.width = (box[2] * zoom) + "px";
    element.style.height = (box[3] * zoom) + "px";
  }
}

// The instant's pixels at `url` (`/api/pixels`: straight RGBA rows, its size in the TimerMask-Size
// header) as ImageData, ready to put on a canvas; { error } with the server's sentence when it
// refused the request (a jitter field it cannot read); null when they could not be loaded.
async function loadPixels(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) return { error: await response.text() };
    const [width, height] = (response.headers.get("TimerMask-Size") || "").split("x").map(Number);
    const bytes = new Uint8ClampedArray(await response.arrayBuffer());
    return width > 0 && height > 0 && bytes.length === width * height * 4 ? new ImageData(bytes, width, height) : null;
  } catch (error) {
    return null;
  }
}

// Shows `pixels` on canvas `id`, sized to them (its displayed size is the zoom's).
function paint(id, pixels) {
  const canvas = $(id);
  if (canvas.width !== pixels.width || canvas.height !== pixels.height) { canvas.width = pixels.width; canvas.height = pixels.height; }
  canvas.getContext("2d").putImageData(pixels, 0, 0);
}

// The user moved to instant t: how long until it shows is measured from now.
// The explanation of the instant left waits: it is asked for once an instant stays put.
function ask(t) { state.t = t; state.askedAt = performance.now(); clearTimeout(state.explainTimer); draw(); }

// One request at a time: while a picture loads, the latest instant waits and the rest are dropped.
async function draw() {
  if (state.loading) { state.pending = true; return; }
  state.loading = true;
  const t = state.t.toFixed(6);
  const asked = state.askedAt;
  state.askedAt = null;
  $("now").textContent = "R + " + state.t.toFixed(3) + " s";
  $("time").value = String(state.t);
  if (!state.info || !state.info.error) {
    // Every picture of the instant is fetched, then all are shown together.
    const shown = pictures();
    const urls = shown.map((p) => new URL("/api/pixels?t=" + t + "&scheme=" + p.scheme
      + (p.family ? "&family=" + encodeURIComponent(p.family) : "") + jitterQuery(), location.href).href);
    const loaded = await Promise.all(urls.map(loadPixels));
    shown.forEach((p, i) => { if (loaded[i] && !loaded[i].error && $(p.id)) paint(p.id, loaded[i]); });
    // A refused picture says why (a bad jitter field) until the pictures come again.
    const refused = loaded.find((l) => l && l.error);
    if (refused) { showError(refused.error); state.refused = true; } else if (state.refused) { showError(""); state.refused = false; }
    if (!refused) document.body.dataset.shown = t;
    // The longest the server took over the pictures (its Server-Timing), the rest being the way
    // there and back and the canvases' painting; read, then cleared (the browser keeps only 250).
    const server = Math.max(0, ...urls.map(serverTime));
    performance.clearResourceTimings();
    if (asked !== null) {
      const ms = performance.now() - asked;
      state.shownAfter.push(ms);
      state.serverAfter.push(server);
      $("shown-after").textContent = "shown " + Math.round(ms) + " ms after the change (server " + Math.round(server) + " ms)";
    }
    exports();
    // The table follows once the instant stays put for 150 ms: while a drag goes on, its
    // requests would only compete with the pictures' renders.
    clearTimeout(state.explainTimer);
    if (!state.playing) state.explainTimer = setTimeout(() => explain(t), 150);
  }
  state.loading = false;
  if (state.pending) { state.pending = false; draw(); }
}

// The milliseconds the server said (Server-Timing) it took for the picture at `url`; 0 if unknown.
function serverTime(url) {
  const entry = performance.getEntriesByName(url).pop();
  return entry && entry.serverTiming ? entry.serverTiming.reduce((sum, part) => sum + part.duration, 0) : 0;
}

async function explain(t) {
  const response = await fetch("/api/explain?t=" + t + jitterQuery());
  if (!response.ok) { showError(await response.text()); return; }
  const e = await response.json();
  const rows = [];
  state.boxes = e.boxes || {};
  if (e.entry) rows.push(["timeline", "entry " + e.entry.shown, "dated R + " + e.entry.date + " s" + (e.entry.reload ? "; reload due at R + " + e.entry.reload + " s" : "")]);
  for (const text of e.texts || []) rows.push(["text", text.path, JSON.stringify(text.shown) + (text.expected && text.expected !== text.shown ? " ≠ " + JSON.stringify(text.expected) : "")]);
  for (const layer of e.layers || []) rows.push(["layer " + layer.index, layer.path, (layer.timer || "-") + " mask " + layer.maskCoverage
    + (layer.contributes ? " contributes" : "")
    + (layer.font ? " · font " + layer.font + " " + JSON.stringify(layer.string || "") + " glyph " + (layer.glyph === undefined ? "-" : layer.glyph) : "")]);
  for (const p of e.progress || []) rows.push(["progress", p.path, (p.fraction * 100).toFixed(2) + "%"]);
  for (const v of e.views || []) rows.push(["view", v.path, v.said]);
  for (const a of e.approximations || []) rows.push(["approximated", "", a]);
  const body = $("explain").tBodies[0];
  body.replaceChildren(...rows.map((cells) => {
    const tr = document.createElement("tr");
    if (cells[1]) tr.dataset.path = cells[1];
    for (const c of cells) { const td = document.createElement("td"); td.textContent = c; tr.appendChild(td); }
    return tr;
  }));
  // The row under the pointer stays outlined across instants while its view is still there.
  outline(state.outlined);
}

// A checksum of the pixels a canvas shows (FNV-1a over its RGBA bytes, then its size): what the
// page test compares with render --at's picture.
function pixelHash(id) {
  const canvas = $(id);
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 0x811c9dc5;
  for (let i = 0; i < data.length; i++) { hash ^= data[i]; hash = Math.imul(hash, 0x01000193) >>> 0; }
  return hash + ":" + canvas.width + "x" + canvas.height;
}

// The export links of the first family in light, for the instant shown and the span chosen.
function exports() {
  const first = pictures()[0];
  const query = "?t=" + state.t.toFixed(6) + "&span=" + $("span").value
    + (first && first.family ? "&family=" + encodeURIComponent(first.family) : "") + jitterQuery();
  for (const [id, file] of [["png", "widget.png"], ["gif", "preview.gif"], ["webp", "preview.webp"],
                            ["sheet", "sheet.png"], ["timeline", "timeline.png"]]) {
    $("export-" + id).href = "/api/export/" + file + query;
  }
}

// The jitter fields as query parameters (empty fields are the ideal clock's).
function jitterQuery() {
  return ["latency", "skew", "refresh", "entryLatency", "seed"]
    .map((k) => [k, $(k).value.trim()]).filter(([, v]) => v !== "")
    .map(([k, v]) => "&" + k + "=" + encodeURIComponent(v)).join("");
}

// The glitches of the span from the instant shown, marked on the strip under the time bar.
async function scan() {
  const span = Number($("span").value), from = state.t;
  const response = await fetch("/api/glitches?t=" + from.toFixed(6) + "&span=" + span + jitterQuery());
  if (!response.ok) { showError(await response.text()); return; }
  showError("");
  const found = await response.json();
  state.glitches = found.glitches;
  state.splits = found.splits;
  $("glitches").textContent = state.glitches.length + " glitch" + (state.glitches.length === 1 ? "" : "es")
    + ", " + state.splits.length + " split" + (state.splits.length === 1 ? "" : "s")
    + " from R + " + from.toFixed(3) + " s to R + " + (from + span).toFixed(3) + " s";
  const marks = state.glitches.map((g) => ({ ...g, split: false })).concat(state.splits.map((s) => ({ ...s, kind: "split", split: true })));
  $("strip").replaceChildren(...marks.map((g) => {
    const mark = document.createElement("span");
    if (g.split) mark.className = "split";
    mark.style.left = ((g.start - from) / span * 100) + "%";
    mark.style.width = ((g.end - g.start) / span * 100) + "%";
    mark.title = g.kind + " R + " + g.start.toFixed(3) + "…" + g.end.toFixed(3) + " s";
    return mark;
  }));
  // The report `timermask jitter` prints for the same span and jitter, under the strip.
  $("glitch-report").textContent = found.report || "";
  $("glitch-report").style.display = found.report ? "block" : "none";
  document.body.dataset.glitches = String(state.glitches.length);
}

function step(seconds) { ask(Math.max(0, state.t + seconds)); }
function frame() { return 1 / ((state.info && state.info.fps) || 15); }

function tick(now) {
  if (!state.playing) return;
  if (state.lastTick) state.t += (now - state.lastTick) / 1000 * state.speed;
  state.lastTick = now;
  draw();
  requestAnimationFrame(tick);
}

$("play").onclick = () => {
  state.playing = !state.playing;
  $("play").textContent = state.playing ? "Pause" : "Play";
  state.lastTick = 0;
  if (state.playing) requestAnimationFrame(tick); else draw();
};
$("speed").onchange = () => { state.speed = Number($("speed").value); };
$("zoom").onchange = applyZoom;
// Hovering a row of the explanation outlines its view on the pictures.
$("explain").addEventListener("mouseover", (event) => {
  const row = event.target.closest("tr");
  outline(row && row.dataset.path ? row.dataset.path : null);
});
$("explain").addEventListener("mouseleave", () => outline(null));
$("span").onchange = exports;
$("scan").onclick = scan;
$("next-glitch").onclick = () => {
  const next = (state.glitches || []).find((g) => g.start > state.t + 1e-6);
  if (next) ask(next.start);
};
$("next-split").onclick = () => {
  const next = (state.splits || []).find((s) => s.start > state.t + 1e-6);
  if (next) ask(next.start);
};
for (const id of ["latency", "skew", "refresh", "entryLatency", "seed"]) $(id).onchange = () => { draw(); exports(); };
$("time").oninput = () => ask(Number($("time").value));
$("back-second").onclick = () => step(-1);
$("next-second").onclick = () => step(1);
$("back-frame").onclick = () => step(-frame());
$("next-frame").onclick = () => step(frame());
$("next-entry").onclick = () => {
  const next = ((state.info && state.info.entries) || []).find((d) => d > state.t + 1e-6);
  if (next !== undefined) ask(next);
};

// A page opened at #t=SECONDS shows that instant.
const hash = /t=([0-9.]+)/.exec(location.hash);
if (hash) state.t = Number(hash[1]);

const socket = new WebSocket("ws://" + location.host + "/api/events");
socket.onmessage = () => loadInfo();
loadInfo();
</script>
</body>
</html>
"""#
}
