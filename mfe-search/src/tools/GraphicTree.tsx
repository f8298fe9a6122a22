import { type GraphicNode, type GraphicSearchCategory } from 'shared-api';
import {
  useGraphicCategoriesQuery,
  useGraphicDivisionsQuery,
  useGraphicSectionsQuery,
} from '../api/classification-api';
import { graphicCode, graphicLabel } from './graphic-label';
import { LoadedChildren, Tree, TreeNode } from './TreeNode';

function GraphicSections({ division }: { division: string }) {
  const { data, error, isLoading } = useGraphicSectionsQuery(division);
  return (
    <LoadedChildren
      isLoading={isLoading}
      error={error}
      items={data}
      render={(node) => <TreeNode key={graphicCode(node)} label={graphicLabel(node)} />}
    />
  );
}

function GraphicDivisions({ category }: { category: string }) {
  const { data, error, isLoading } = useGraphicDivisionsQuery(category);
  return (
    <LoadedChildren
      isLoading={isLoading}
      error={error}
      items={data}
      render={(node: GraphicNode) => (
        <TreeNode
          key={graphicCode(node)}
          label={graphicLabel(node)}
          renderChildren={() => <GraphicSections division={graphicCode(node)} />}
        />
      )}
    />
  );
}

/** The whole Vienna tree, each level asked for when its parent is opened. */
export function GraphicTree() {
  const { data, error, isLoading } = useGraphicCategoriesQuery();
  return (
    <Tree aria-label="图形要素分类">
      <LoadedChildren
        isLoading={isLoading}
        error={error}
        items={data}
        render={(node) => (
          <TreeNode
            key={node.fno}
            label={graphicLabel(node)}
            renderChildren={() => <GraphicDivisions category={node.fno} />}
          />
        )}
      />
    </Tree>
  );
}

/** Search results: categories → divisions → the matching sections, all open. */
export function GraphicSearchTree({ results }: { results: GraphicSearchCategory[] }) {
  return (
    <Tree aria-label="图形要素查询结果">
      {results.map((category) => (
        <TreeNode
          key={category.fno}
          label={graphicLabel(category)}
          defaultExpanded
          renderChildren={() =>
            category.children.map((division) => (
              <TreeNode
                key={graphicCode(division)}
                label={graphicLabel(division)}
                defaultExpanded
                renderChildren={() =>
                  division.children.map((section) => (
                    <TreeNode key={graphicCode(section)} label={graphicLabel(section)} />
                  ))
                }
              />
            ))
          }
        />
      ))}
    </Tree>
  );
}
