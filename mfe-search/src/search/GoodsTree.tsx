import { useState } from 'react';
import { type GoodsNode } from 'shared-api';
import {
  useGoodsClassesQuery,
  useGoodsGroupsQuery,
  useGoodsItemsQuery,
} from '../api/classification-api';
import { Checkbox, Spinner } from 'shared-ui';
import { searchUi } from './messages';
import { ItemText, Spacer, Toggle, TreeList, TreeRow } from './tree-styles';
import type { ChosenGroup } from './types';

export interface GroupChoice {
  isChosen: (code: string) => boolean;
  onToggle: (group: ChosenGroup) => void;
}

function ExpandButton({
  open,
  name,
  onClick,
}: {
  open: boolean;
  name: string;
  onClick: () => void;
}) {
  return (
    <Toggle
      type="button"
      aria-expanded={open}
      aria-label={open ? searchUi.collapse(name) : searchUi.expand(name)}
      onClick={onClick}
    >
      {open ? '▾' : '▸'}
    </Toggle>
  );
}

/** A similar group: tickable; its goods load when it is opened. */
export function GroupBranch({ node, choice }: { node: GoodsNode; choice: GroupChoice }) {
  const [open, setOpen] = useState(false);
  const { data: items, isFetching } = useGoodsItemsQuery(node.id, { skip: !open });
  return (
    <li>
      <TreeRow>
        <ExpandButton open={open} name={node.cateName} onClick={() => setOpen(!open)} />
        <Checkbox
          checked={choice.isChosen(node.id)}
          onChange={() => choice.onToggle({ code: node.id, name: node.name })}
        >
          {node.cateName}
        </Checkbox>
      </TreeRow>
      {open && (
        <ul>
          {isFetching && <Spinner size={14} />}
          {items?.map((item) => (
            <li key={item.id}>
              <TreeRow>
                <Spacer />
                <ItemText>{item.cateName}</ItemText>
              </TreeRow>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A Nice class; its similar groups load when it is opened. */
function ClassBranch({ node, choice }: { node: GoodsNode; choice: GroupChoice }) {
  const [open, setOpen] = useState(false);
  const { data: groups, isFetching } = useGoodsGroupsQuery(node.id, { skip: !open });
  return (
    <li>
      <TreeRow>
        <ExpandButton open={open} name={node.cateName} onClick={() => setOpen(!open)} />
        <span>{node.cateName}</span>
      </TreeRow>
      {open && (
        <ul>
          {isFetching && <Spinner size={14} />}
          {groups?.map((group) => (
            <GroupBranch key={group.id} node={group} choice={choice} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The lazy three-level goods/services tree (spec 1 §2 mode 6): class → group → goods. */
export function GoodsTree({ choice }: { choice: GroupChoice }) {
  const { data: classes, isLoading } = useGoodsClassesQuery();
  if (isLoading) return <Spinner />;
  return (
    <TreeList aria-label={searchUi.goodsDialogTitle}>
      {classes?.map((node) => (
        <ClassBranch key={node.id} node={node} choice={choice} />
      ))}
    </TreeList>
  );
}
