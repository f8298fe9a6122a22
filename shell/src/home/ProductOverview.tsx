import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The four products of the home page with their starting prices (spec 1 §1).
const PRODUCTS = [
  {
    name: '商标档案',
    price: '2999元起',
    to: '/bodyManage',
    text: '按申请人或代理机构建档，掌握名下全部商标',
  },
  {
    name: '商标预警',
    price: '399元起',
    to: '/jiance',
    text: '每期公告自动比对，近似商标第一时间提醒',
  },
  {
    name: '获客数据',
    price: '0.1元/条起',
    to: '/data',
    text: '驳回、异议、无效预测数据，按条购买',
  },
  {
    name: '商标监测',
    price: '399元起',
    to: '/monitorManage',
    text: '文字与图形监测，按期查看监测结果',
  },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  a {
    display: block;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 20px;
    color: inherit;
    text-decoration: none;
  }
  strong {
    color: ${({ theme }) => theme.colors.price};
  }
`;

export function ProductOverview() {
  return (
    <Grid>
      {PRODUCTS.map((product) => (
        <Link key={product.name} to={product.to}>
          <h3>{product.name}</h3>
          <p>{product.text}</p>
          <strong>{product.price}</strong>
        </Link>
      ))}
    </Grid>
  );
}
