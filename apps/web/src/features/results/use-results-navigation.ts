import type { CompactResult } from '@trialhub/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ClassBlock } from './results-model';

/** A cell of a rider's details chosen from outside (the queries panel's link). */
export interface Focus {
  participantId: string;
  section: number;
  lap: number;
  at: number;
}

export type ClassesView = 'blocks' | 'ranking';

/**
 * Where the results page is: the tab, the classes tab's view, the open class blocks, the riders whose
 * details are open and a chosen cell. Links move it: …/results#participantId (e.g. from the approval
 * dialog) opens the rider's class; ?rider=…&section=…&lap= (the queries panel's) opens their details at
 * that cell. `showRider` ('My result') and `print` move it too.
 */
export function useResultsNavigation(
  blocks: ClassBlock[],
  results: readonly CompactResult[],
  shown: readonly CompactResult[],
) {
  const [open, setOpen] = useState<string[]>(() => blocks.map((b) => b.name));
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [tab, setTab] = useState<string | null>('classes');
  const [view, setView] = useState<ClassesView>('blocks');
  const [focus, setFocus] = useState<Focus | null>(null);
  const [search, setSearch] = useSearchParams();
  const openClass = useCallback((name: string) => {
    setTab('classes');
    setView('blocks');
    setOpen((o) => (o.includes(name) ? o : [...o, name]));
  }, []);

  const focusRider = search.get('rider');
  const focusSection = Number(search.get('section'));
  const focusLap = Number(search.get('lap'));
  const focusClass = results.find((r) => r.participantId === focusRider)?.participant.racingClass;
  useEffect(() => {
    if (!focusRider || !focusClass || !focusSection || !focusLap) return;
    openClass(focusClass);
    setExpanded((s) => new Set(s).add(focusRider));
    setFocus({ participantId: focusRider, section: focusSection, lap: focusLap, at: Date.now() });
    // The address goes back to the page's own, so the same link works again.
    setSearch(
      (p) => {
        for (const key of ['rider', 'section', 'lap']) p.delete(key);
        return p;
      },
      { replace: true },
    );
    setTimeout(() => {
      document
        .querySelector(`[data-testid="details-${focusRider}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, 250);
  }, [focusRider, focusClass, focusSection, focusLap, setSearch, openClass]);

  const { hash } = useLocation();
  const hashId = decodeURIComponent(hash.slice(1));
  const hashClass = shown.find((r) => r.participantId === hashId)?.participant.racingClass;
  useEffect(() => {
    if (!hashClass) return;
    openClass(hashClass);
    const timer = setTimeout(() => document.getElementById(hashId)?.scrollIntoView({ block: 'center' }), 250);
    return () => clearTimeout(timer);
  }, [hashId, hashClass, openClass]);

  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** 'My result': the rider's class opened, their row scrolled into view. */
  const showMine = (mine: CompactResult) => {
    openClass(mine.participant.racingClass);
    setTimeout(() => {
      document.querySelector('[data-mine="true"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, 250);
  };

  // Every row of every class ('Show all'; a class shows its first rows until then, class-results.tsx).
  // In the address, so a page without JavaScript gets its own 'Show all' link rendered by the server.
  const allRows = search.get('rows') === 'all';
  const showAllRows = useCallback(
    () =>
      setSearch(
        (p) => {
          p.set('rows', 'all');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );

  const print = () => {
    showAllRows();
    setOpen(blocks.map((b) => b.name));
    setTab('classes');
    setView('blocks');
    setTimeout(() => window.print(), 300);
  };

  return {
    tab,
    setTab,
    view,
    setView,
    open,
    setOpen,
    expanded,
    toggle,
    focus,
    showMine,
    print,
    allRows,
    showAllRows,
    hashId,
  };
}
