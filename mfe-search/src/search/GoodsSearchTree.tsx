import { useSearchGoodsQuery } from '../api/classification-api';
import { Checkbox, Spinner } from 'shared-ui';
import type { GroupChoice } from './GoodsTree';
import { searchUi } from './messages';
import { ItemText, Muted, Spacer, TreeList, TreeRow } from './tree-styles';

/**
 * The goods whose name contains the text (searchLevel3Name), under their classes and groups,
 * all open; the groups are tickable as in the full tree.
 */
export function GoodsSearchTree({ name, choice }: { name: string; choice: GroupChoice }) {
  const { data: classes, isFetching } = useSearchGoodsQuery(name);
  if (isFetching) return <Spinner />;
  if (!classes || classes.length === 0) return <Muted>{searchUi.goodsNoMatch}</Muted>;
  return (
    <TreeList aria-label={searchUi.goodsDialogTitle}>
      {classes.map((cls) => (
        <li key={cls.id}>
          <TreeRow>{cls.cateName}</TreeRow>
          <ul>
            {cls.children.map((group) => (
              <li key={group.id}>
                <TreeRow>
                  <Checkbox
                    checked={choice.isChosen(group.id)}
                    onChange={() => choice.onToggle({ code: group.id, name: group.name })}
                  >
                    {group.cateName}
                  </Checkbox>
                </TreeRow>
                <ul>
                  {group.children.map((item) => (
                    <li key={item.id}>
                      <TreeRow>
                        <Spacer />
                        <ItemText>{item.cateName}</ItemText>
                      </TreeRow>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </TreeList>
  );
}
