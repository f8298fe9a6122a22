import type { GraphicNode, GraphicSearchCategory } from 'shared-api/contract';
import type { Queryable } from '../db/types';

/** The Vienna figurative-element tree of spec 1 §7 ('graph' calls). */
export interface GraphicTree {
  categories(): Promise<GraphicNode[]>;
  /** Children of a category (level 2) or a division (level 3); null when it does not exist. */
  children(parentCode: string): Promise<GraphicNode[] | null>;
  /** Sections whose name contains `text`, at most `limit`, under their category and division. */
  search(text: string, limit: number): Promise<GraphicSearchCategory[]>;
}

interface ElementRow {
  code: string;
  level: number;
  name: string;
}

/** The mapping of shared-api/src/contract/classification.ts: codes of the node's path. */
export function graphicNode({ code, level, name }: ElementRow): GraphicNode {
  const category = code.slice(0, 2);
  const division = level >= 2 ? code.slice(0, 5) : null;
  return {
    fno: category,
    sno: division,
    tno: level === 3 ? code : null,
    itsName: name,
    firstNo: level >= 2 ? category : null,
    secondNo: level === 3 ? division : null,
  };
}

interface SearchRow extends ElementRow {
  divisionName: string;
  categoryName: string;
}

/** Search rows in code order as category → division → section nodes. */
export function nestGraphicRows(rows: SearchRow[]): GraphicSearchCategory[] {
  const categories: GraphicSearchCategory[] = [];
  for (const row of rows) {
    const section = graphicNode(row);
    let category = categories.at(-1);
    if (category?.fno !== section.fno) {
      const node = graphicNode({ code: section.fno, level: 1, name: row.categoryName });
      category = { ...node, children: [] };
      categories.push(category);
    }
    let division = category.children.at(-1);
    if (division?.sno !== section.sno) {
      const node = graphicNode({ code: section.sno!, level: 2, name: row.divisionName });
      division = { ...node, children: [] };
      category.children.push(division);
    }
    division.children.push(section);
  }
  return categories;
}

export function graphicTree(db: Queryable): GraphicTree {
  return {
    async categories() {
      const res = await db.query<ElementRow>(
        'SELECT code, level, name FROM vienna_elements WHERE level = 1 ORDER BY code',
      );
      return res.rows.map(graphicNode);
    },

    async children(parentCode) {
      const res = await db.query<ElementRow & { parent: boolean }>(
        `SELECT code, level, name, code = $1 AS parent FROM vienna_elements
         WHERE code = $1 OR parent_code = $1 ORDER BY code`,
        [parentCode],
      );
      if (!res.rows.some((r) => r.parent)) return null;
      return res.rows.filter((r) => !r.parent).map(graphicNode);
    },

    async search(text, limit) {
      const res = await db.query<SearchRow>(
        `SELECT s.code, s.level, s.name, d.name AS "divisionName", c.name AS "categoryName"
         FROM vienna_elements s
         JOIN vienna_elements d ON d.code = s.parent_code
         JOIN vienna_elements c ON c.code = d.parent_code
         WHERE s.level = 3 AND strpos(s.name, $1) > 0
         ORDER BY s.code LIMIT $2`,
        [text, limit],
      );
      return nestGraphicRows(res.rows);
    },
  };
}
