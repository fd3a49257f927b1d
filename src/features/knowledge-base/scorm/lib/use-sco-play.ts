// The state of a package being played, SCO by SCO (issue 19): each SCO's newest state (the server's,
// or one still waiting on this device), which SCO plays (at first the first one not done yet), and
// what its launcher is started with, fixed when the SCO is chosen so that later commits never
// restart it. Choosing the SCO that plays again starts it afresh (a new launcher).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { scosOf } from '../../../../../contract/scorm-rollup';
import type { ScormAttempt, ScormPackage, ScormPlayItem } from '../../../../../contract/scorm';
import { useCurrentUser } from '../../../../api/current-user';
import { waitingScormCommit } from '../offline/scorm-commit-kind';
import type { LauncherStart } from './launcher-connection';
import { manifestDataOf } from './manifest-data';
import { newerState } from './progress';
import { firstToPlay, type ScoStates } from './sco-states';

/** The package's items; a copy kept from before packages listed their SCOs plays as its one SCO. */
export function playItemsOf(pkg: ScormPackage): ScormPlayItem[] {
  if (pkg.items?.length) return pkg.items;
  return [{ id: '', title: pkg.name, depth: 0, launch_path: pkg.launch_path, launch_url: pkg.launch_url }];
}

function useScoStates(pkg: ScormPackage | undefined, attempt: ScormAttempt | undefined, settled: boolean) {
  const [states, setStates] = useState<ScoStates | null>(null);
  useEffect(() => {
    if (!pkg || !settled) return;
    let cancelled = false;
    void (async () => {
      const found: ScoStates = {};
      for (const item of scosOf(playItemsOf(pkg))) {
        const waiting = await waitingScormCommit(pkg.id, item.id).catch(() => undefined);
        const server = (attempt?.scos ?? []).find((s) => s.sco === item.id);
        const newest = newerState(
          waiting && { cmi: waiting.cmi, committed_at: waiting.committed_at },
          server && { cmi: server.cmi, committed_at: server.committed_at },
        );
        if (newest?.committed_at) found[item.id] = { cmi: newest.cmi, committed_at: newest.committed_at };
      }
      if (!cancelled) setStates(found);
    })();
    return () => {
      cancelled = true;
    };
    // Read once per package: later refreshes of the attempt must not restart what plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pkg?.id, settled]);
  const record = useCallback(
    (sco: string, cmi: Record<string, unknown>, committedAt: string) =>
      setStates((all) => ({ ...all, [sco]: { cmi, committed_at: committedAt } })),
    [],
  );
  return { states, record };
}

export interface Playing {
  item: ScormPlayItem;
  /** Changes each time a SCO is (re)started: the launcher frame's key. */
  run: number;
  start: LauncherStart;
}

export function useScoPlay(pkg: ScormPackage | undefined, attempt: ScormAttempt | undefined, settled: boolean) {
  const me = useCurrentUser().data;
  const { states, record } = useScoStates(pkg, attempt, settled);
  const statesRef = useRef(states);
  useLayoutEffect(() => {
    statesRef.current = states;
  }, [states]);
  const items = useMemo(() => (pkg ? playItemsOf(pkg) : []), [pkg]);
  const [playing, setPlaying] = useState<Playing | null>(null);

  const play = useCallback(
    (id: string) => {
      const item = items.find((i) => i.id === id && i.launch_url);
      if (!pkg || !me || !item?.launch_url) return;
      setPlaying((before) => ({
        item,
        run: (before?.run ?? 0) + 1,
        start: {
          mode: 'play',
          version: pkg.scorm_version,
          launchUrl: item.launch_url!,
          title: pkg.name,
          files: pkg.files ?? [],
          learner: { id: String(me.staff_id), name: `${me.last_name}, ${me.first_name}` },
          resume: statesRef.current?.[item.id]?.cmi ?? null,
          manifestData: manifestDataOf(pkg.scorm_version, item),
        },
      }));
    },
    [items, me, pkg],
  );

  // Once the states are known: the first SCO not done yet.
  const ready = states !== null && Boolean(pkg && me);
  useEffect(() => {
    if (!ready || playing || !pkg) return;
    const first = firstToPlay(pkg.scorm_version, items, statesRef.current ?? {});
    if (first) play(first.id);
  }, [ready, playing, pkg, items, play]);

  return { items, states: states ?? {}, record, playing, play };
}
