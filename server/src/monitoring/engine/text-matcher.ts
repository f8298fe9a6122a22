import { compareNames, normalizeName, querySimilarityKeys } from '../../similarity';
import type { MatchRow } from './match-row';
import { inScope, type ScopedMark } from './scope';
import type { EngineWatch } from './watch-rows';

/** An issue's mark with the search columns the register stores for it (migration 009). */
export interface IssueMark extends ScopedMark {
  id: number;
  name: string;
  name_norm: string;
  sim_keys: string[];
}

/**
 * Mode 4 turned inside out. Mode 4 asks the register, for one name, for the marks whose
 * stored keys meet the name's query keys or whose normalized name contains it; here every
 * text watch's query keys and normalized name are held in memory, and each mark of the issue
 * asks for the watches its stored keys meet or its name contains. Both then judge the pair
 * with compareNames(watch name, mark name), so the matches, scores, reasons and highlights
 * are mode 4's; only compareNames's candidates (a few per mark) cost CPU.
 */
export class TextWatchIndex {
  private readonly byKey = new Map<string, EngineWatch[]>();
  private readonly byNorm = new Map<string, EngineWatch[]>();
  /** lengths (UTF-16 units) of the watched normalized names: the substrings worth looking up */
  private readonly normLengths: number[];

  constructor(watches: readonly EngineWatch[]) {
    const lengths = new Set<number>();
    for (const watch of watches) {
      if (watch.type !== 1 || !watch.name) continue;
      for (const key of new Set(querySimilarityKeys(watch.name))) add(this.byKey, key, watch);
      const norm = normalizeName(watch.name);
      // mode 4 skips the contains rule for a name with nothing left after normalizing
      if (norm) {
        add(this.byNorm, norm, watch);
        lengths.add(norm.length);
      }
    }
    this.normLengths = [...lengths].sort((a, b) => a - b);
  }

  /** The watches mode 4 would retrieve this mark for (before the scope and the judgement). */
  candidates(mark: IssueMark): Set<EngineWatch> {
    const found = new Set<EngineWatch>();
    for (const key of mark.sim_keys) for (const w of this.byKey.get(key) ?? []) found.add(w);
    // name_norm LIKE '%watch%': every substring of a watched length, looked up
    const norm = mark.name_norm;
    for (const length of this.normLengths) {
      if (length > norm.length) break;
      for (let at = 0; at + length <= norm.length; at++) {
        for (const w of this.byNorm.get(norm.slice(at, at + length)) ?? []) found.add(w);
      }
    }
    return found;
  }

  /** The matches of the issue's marks against every text watch whose scope holds them. */
  match(issueNo: number, marks: readonly IssueMark[]): MatchRow[] {
    const rows: MatchRow[] = [];
    for (const mark of marks) {
      for (const watch of this.candidates(mark)) {
        if (!inScope(watch, mark)) continue;
        const match = compareNames(watch.name!, mark.name);
        if (!match) continue;
        rows.push({ watchId: watch.id, issueNo, trademarkId: mark.id, ...match });
      }
    }
    return rows;
  }
}

function add(map: Map<string, EngineWatch[]>, key: string, watch: EngineWatch): void {
  const list = map.get(key);
  if (list) list.push(watch);
  else map.set(key, [watch]);
}
