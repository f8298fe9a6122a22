import { type GoodsNode, type GoodsSearchClass } from 'shared-api';
import {
  useGoodsClassesQuery,
  useGoodsGroupsQuery,
  useGoodsItemsQuery,
} from '../api/classification-api';
import { classesOf, type IndustryFilter } from './industry-filter';
import { LoadedChildren, Tree, TreeNode } from './TreeNode';

export const INDUSTRY_TAG = '行业相关';

function GoodsItems({ group }: { group: string }) {
  const { data, error, isLoading } = useGoodsItemsQuery(group);
  return (
    <LoadedChildren
      isLoading={isLoading}
      error={error}
      items={data}
      render={(item) => <TreeNode key={item.id} label={item.cateName} />}
    />
  );
}

function GoodsGroups({ classCode, filter }: { classCode: string; filter: IndustryFilter | null }) {
  const { data, error, isLoading } = useGoodsGroupsQuery(classCode);
  return (
    <LoadedChildren
      isLoading={isLoading}
      error={error}
      items={data}
      render={(group) => {
        const related = filter?.groupCodes.has(group.id) ?? false;
        return (
          <TreeNode
            key={group.id}
            label={group.cateName}
            highlighted={related}
            tag={related ? INDUSTRY_TAG : undefined}
            renderChildren={() => <GoodsItems group={group.id} />}
          />
        );
      }}
    />
  );
}

/** The Nice classes (those of the chosen industry), each level loaded when opened. */
export function GoodsTree({ filter }: { filter: IndustryFilter | null }) {
  const { data, error, isLoading } = useGoodsClassesQuery();
  return (
    <Tree aria-label="商品服务分类">
      <LoadedChildren
        isLoading={isLoading}
        error={error}
        items={data && classesOf(data, filter)}
        render={(node: GoodsNode) => (
          <TreeNode
            key={node.id}
            label={node.cateName}
            renderChildren={() => <GoodsGroups classCode={node.id} filter={filter} />}
          />
        )}
      />
    </Tree>
  );
}

/** Search results: classes → groups → the matching items, all open. */
export function GoodsSearchTree({ results }: { results: GoodsSearchClass[] }) {
  return (
    <Tree aria-label="商品服务查询结果">
      {results.map((node) => (
        <TreeNode
          key={node.id}
          label={node.cateName}
          defaultExpanded
          renderChildren={() =>
            node.children.map((group) => (
              <TreeNode
                key={group.id}
                label={group.cateName}
                defaultExpanded
                renderChildren={() =>
                  group.children.map((item) => <TreeNode key={item.id} label={item.cateName} />)
                }
              />
            ))
          }
        />
      ))}
    </Tree>
  );
}
