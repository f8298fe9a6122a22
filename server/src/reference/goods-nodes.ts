import { formatClassCode, type GoodsGroupNode, type GoodsNode } from 'shared-api/contract';

/**
 * Builds goods/services nodes with the field mapping documented in
 * shared-api/src/contract/classification.ts, from database rows.
 */

export interface ClassRow {
  classId: number;
  heading: string;
  shortName: string;
}

export interface GroupRow extends ClassRow {
  groupCode: string;
  groupName: string;
}

export interface ItemRow extends GroupRow {
  code: string;
  name: string;
}

export function classNode(row: ClassRow): GoodsNode {
  const classId = formatClassCode(row.classId);
  return {
    id: classId,
    name: row.heading,
    classId,
    className: row.shortName,
    groupId: null,
    groupName: null,
    shortName: row.shortName,
    cateName: `第${classId}类 ${row.shortName}`,
  };
}

export function groupNode(row: GroupRow): GoodsNode {
  return {
    id: row.groupCode,
    name: row.groupName,
    classId: formatClassCode(row.classId),
    className: row.shortName,
    groupId: row.groupCode,
    groupName: row.groupName,
    shortName: null,
    cateName: `${row.groupCode} ${row.groupName}`,
  };
}

export function groupNodeWithNotes(
  row: GroupRow & { similar: GoodsGroupNode['similar'] },
): GoodsGroupNode {
  return { ...groupNode(row), similar: row.similar };
}

export function itemNode(row: ItemRow): GoodsNode {
  return {
    id: row.code,
    name: row.name,
    classId: formatClassCode(row.classId),
    className: row.shortName,
    groupId: row.groupCode,
    groupName: row.groupName,
    shortName: null,
    cateName: `${row.code} ${row.name}`,
  };
}
