import type { DetailRow } from 'shared-api';
import styled from 'styled-components';

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Group = styled.span`
  display: inline-block;
  min-width: 44px;
  margin-right: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Deleted = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Goods and services with their similar group. An item with nid 1 was deleted from the
 * registration and is shown struck through (spec 1 §3).
 */
export function GoodsList({ goods }: { goods: DetailRow['TM_GOODSLS_CN'] }) {
  if (goods.length === 0) return <Empty>暂无商品/服务信息</Empty>;
  return (
    <Items aria-label="商品/服务项目">
      {goods.map((item, index) => (
        <li key={`${item.similarcode}-${item.goods}-${index}`}>
          <Group>{item.similarcode}</Group>
          {item.nid === 1 ? <Deleted title="已删除">{item.goods}</Deleted> : item.goods}
        </li>
      ))}
    </Items>
  );
}
