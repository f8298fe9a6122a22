import type { GraphicNode } from 'shared-api';

/** A Vienna node's own code: the section, else the division, else the category. */
export const graphicCode = (node: GraphicNode) => node.tno ?? node.sno ?? node.fno;

export const graphicLabel = (node: GraphicNode) => `${graphicCode(node)} ${node.itsName}`;
