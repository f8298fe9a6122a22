import type { GoodsClassFile } from '../file-schemas';

export interface GoodsRows {
  classes: Array<{ id: number; heading: string; shortName: string; edition: string }>;
  groups: Array<{ code: string; classId: number; name: string; edition: string }>;
  items: Array<{ code: string; groupCode: string; name: string; edition: string }>;
  similarities: Array<{ groupCode: string; similarTo: string; note: string }>;
  /** Notes naming a group no loaded file has (its class file is missing): left out. */
  skippedSimilarities: number;
}

/** A class file whose edition is settled (its own, or its checksum prefix; see goods.ts). */
export type EditionedClassFile = GoodsClassFile & { edition: string };

/** The class files as table rows. */
export function goodsRows(files: EditionedClassFile[]): GoodsRows {
  const rows: GoodsRows = {
    classes: [],
    groups: [],
    items: [],
    similarities: [],
    skippedSimilarities: 0,
  };
  const groupCodes = new Set(files.flatMap((f) => f.groups.map((g) => g.code)));
  for (const file of files) {
    const { edition } = file;
    rows.classes.push({ id: file.id, heading: file.heading, shortName: file.shortName, edition });
    for (const group of file.groups) {
      rows.groups.push({ code: group.code, classId: file.id, name: group.name, edition });
      for (const item of group.items) {
        rows.items.push({ code: item.code, groupCode: group.code, name: item.name, edition });
      }
      // One note per pair (the primary key); a group is not 'similar' to itself.
      const targets = new Map<string, string>();
      for (const s of group.similar) {
        if (s.code === group.code) continue;
        if (!groupCodes.has(s.code)) {
          rows.skippedSimilarities += 1;
          continue;
        }
        const note = targets.get(s.code);
        targets.set(s.code, note ? `${note}\n${s.note}` : s.note);
      }
      for (const [similarTo, note] of targets) {
        rows.similarities.push({ groupCode: group.code, similarTo, note });
      }
    }
  }
  return rows;
}
