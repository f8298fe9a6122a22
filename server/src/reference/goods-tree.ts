import type { GoodsGroupNode, GoodsNode, GoodsSearchClass, SimilarNote } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import {
  classNode,
  groupNode,
  groupNodeWithNotes,
  itemNode,
  type ClassRow,
  type GroupRow,
  type ItemRow,
} from './goods-nodes';

/** The goods/services tree of spec 1 §7, read from the reference tables. */
export interface GoodsTree {
  classes(): Promise<GoodsNode[]>;
  /** The similar groups of a class with their cross-group notes ([] for a class not loaded). */
  groups(classId: number): Promise<GoodsGroupNode[]>;
  /** The items of a group; null when the group does not exist. */
  items(groupCode: string): Promise<GoodsNode[] | null>;
  /** Items whose name contains `text`, at most `limit`, under their classes and groups. */
  search(text: string, limit: number): Promise<GoodsSearchClass[]>;
}

const CLASS_COLUMNS = `c.id AS "classId", c.heading, c.short_name AS "shortName"`;
const GROUP_COLUMNS = `${CLASS_COLUMNS}, g.code AS "groupCode", g.name AS "groupName"`;
const ITEM_COLUMNS = `${GROUP_COLUMNS}, i.code, i.name`;
const ITEM_JOINS = `goods_items i
  JOIN similar_groups g ON g.code = i.group_code
  JOIN nice_classes c ON c.id = g.class_id`;

/** Search rows (in class, group, item order) as class → group → item nodes. */
export function nestSearchRows(rows: ItemRow[]): GoodsSearchClass[] {
  const classes: GoodsSearchClass[] = [];
  for (const row of rows) {
    let cls = classes.at(-1);
    if (cls?.id !== classNode(row).id) {
      cls = { ...classNode(row), children: [] };
      classes.push(cls);
    }
    let group = cls.children.at(-1);
    if (group?.id !== row.groupCode) {
      group = { ...groupNode(row), children: [] };
      cls.children.push(group);
    }
    group.children.push(itemNode(row));
  }
  return classes;
}

export function goodsTree(db: Queryable): GoodsTree {
  return {
    async classes() {
      const res = await db.query<ClassRow>(
        `SELECT ${CLASS_COLUMNS} FROM nice_classes c ORDER BY c.id`,
      );
      return res.rows.map(classNode);
    },

    async groups(classId) {
      const res = await db.query<GroupRow & { similar: SimilarNote[] }>(
        `SELECT ${GROUP_COLUMNS},
           COALESCE((SELECT json_agg(json_build_object('code', s.similar_to, 'note', s.note)
                                     ORDER BY s.similar_to)
                     FROM group_similarities s WHERE s.group_code = g.code), '[]'::json) AS similar
         FROM similar_groups g JOIN nice_classes c ON c.id = g.class_id
         WHERE g.class_id = $1 ORDER BY g.code`,
        [classId],
      );
      return res.rows.map(groupNodeWithNotes);
    },

    async items(groupCode) {
      const group = await db.query<GroupRow>(
        `SELECT ${GROUP_COLUMNS} FROM similar_groups g JOIN nice_classes c ON c.id = g.class_id
         WHERE g.code = $1`,
        [groupCode],
      );
      if (group.rows.length === 0) return null;
      const res = await db.query<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM ${ITEM_JOINS} WHERE i.group_code = $1 ORDER BY i.code`,
        [groupCode],
      );
      return res.rows.map(itemNode);
    },

    async search(text, limit) {
      // strpos, not LIKE: the user's % and _ are plain characters here.
      const res = await db.query<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM ${ITEM_JOINS}
         WHERE strpos(i.name, $1) > 0
         ORDER BY c.id, g.code, i.code LIMIT $2`,
        [text, limit],
      );
      return nestSearchRows(res.rows);
    },
  };
}
