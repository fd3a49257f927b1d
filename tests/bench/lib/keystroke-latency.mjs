// Keystroke latency in the article editor, measured in the page the way a person feels it (issue 19):
// from the key's keydown (its event timestamp) to the first frame painted after the editor's DOM
// changed. A MutationObserver sees the change; a requestAnimationFrame callback runs just before that
// frame is painted and a message posted from it runs just after, so the figure includes React's
// render, Slate's work, style, layout and paint. The Event Timing API's durations for the same keys
// (keydown, beforeinput, input, keyup; presentation included) are kept alongside as a cross-check.
// Shared by the editor bench and the big-article journey, so both measure the same thing.

/* global window, document, requestAnimationFrame, MutationObserver -- page-side */

/** Page-side: starts recording on the element matching `selector`; read back with readKeystrokes. */
export function watchKeystrokes(selector) {
  const editable = document.querySelector(selector);
  if (!editable) throw new Error(`No element matches ${selector}`);
  const probe = { latencies: [], events: [] };
  window.__keystrokes = probe;
  let pending = null;
  editable.addEventListener('keydown', (event) => (pending = event.timeStamp), true);
  const afterPaint = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    requestAnimationFrame(() => channel.port2.postMessage(null));
  };
  new MutationObserver(() => {
    if (pending === null) return;
    const start = pending;
    pending = null;
    afterPaint(() => probe.latencies.push(performance.now() - start));
  }).observe(editable, { childList: true, subtree: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/^key|input/.test(entry.name)) probe.events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  } catch {
    // no Event Timing API: the probe's figures stand alone
  }
}

/** Page-side: what watchKeystrokes recorded. */
export function readKeystrokes() {
  return window.__keystrokes;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/**
 * Types `count` single characters into the focused editor (a pause between keys, as a person types)
 * and answers the per-key latencies with their median and p95, and the longest Event Timing entry.
 */
export async function typeAndMeasure(page, selector, count, { delay = 40, text = 'abcdefghij' } = {}) {
  await page.evaluate(watchKeystrokes, selector);
  for (let i = 0; i < count; i++) await page.keyboard.type(text[i % text.length], { delay });
  await page.waitForTimeout(300);
  const { latencies, events } = await page.evaluate(readKeystrokes);
  return {
    latencies,
    median: median(latencies),
    p95: percentile(latencies, 0.95),
    slowestEvent: events.reduce((max, e) => Math.max(max, e.duration), 0),
  };
}
