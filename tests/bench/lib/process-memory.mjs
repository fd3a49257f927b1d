// Resident memory of the server under test, for the benches that check a large body streams
// rather than sits in memory (uploads, SCORM unpacking). Linux /proc only.
import fs from 'node:fs';

/** The process and its descendants, from /proc (ppid is the 4th field of /proc/<pid>/stat). */
export function processTree(root) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

export function rssBytes(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Of the server's process tree (tsx, its esbuild helper, the node server), the one holding the most memory. */
export function serverProcess(rootPid) {
  const tree = processTree(rootPid);
  return tree.reduce((a, b) => (rssBytes([b]) > rssBytes([a]) ? b : a));
}

/** Samples the process's resident memory every 50 ms while `work` runs; answers its result, before and peak. */
export async function peakRss(pid, work) {
  const before = rssBytes([pid]);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes([pid]))), 50);
  try {
    const result = await work();
    peak = Math.max(peak, rssBytes([pid]));
    return { result, before, peak };
  } finally {
    clearInterval(sampler);
  }
}
