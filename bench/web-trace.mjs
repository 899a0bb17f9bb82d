// Where a page's main thread spends a navigation: a Chrome trace (devtools.timeline) taken over CDP, its
// renderer main thread summed by event name as self time (an event's own time, without the events it
// contains), beside the raw trace to open in Chrome's DevTools (Performance → Load profile).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'blink',
  'loading',
];

/** Runs `action` while tracing `page`; writes the trace to /tmp/prof/<name>.trace.json and returns the summary. */
export async function traceMainThread(page, name, action) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  try {
    await action();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
  }
  await mkdir('/tmp/prof', { recursive: true });
  const file = join('/tmp/prof', `${name}.trace.json`);
  await writeFile(file, JSON.stringify({ traceEvents: events }));
  return { file, ...selfTimes(events) };
}

/** The renderer main thread's complete events, summed by name as self time (ms), largest first. */
function selfTimes(events) {
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const slices = events
    .filter(
      (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  let busy = 0;
  for (const slice of slices) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= slice.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - slice.dur);
    else busy += slice.dur;
    self.set(slice.name, (self.get(slice.name) ?? 0) + slice.dur);
    open.push(slice);
  }
  const byName = [...self.entries()]
    .map(([eventName, micros]) => ({ name: eventName, ms: micros / 1000 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
  return { busyMs: busy / 1000, byName };
}
