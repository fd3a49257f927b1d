// Exclusive lock on the embedded database's data directory. PGlite has no cross-process locking, so
// two processes on one directory would silently lose writes; the second one must fail loudly instead.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Groundwork process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another directory.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'groundwork.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails when the file exists: creation is the atomic test-and-set.
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
