import styled from 'styled-components';
import { Section } from 'shared-ui';

const Note = styled.p`
  color: #67717c;
`;

/**
 * The home page's database overview (spec 1 §2). The per-class counts come with the trademark
 * data platform; until then the section shows its heading and what it will hold.
 */
export function DatabaseOverview() {
  return (
    <Section title="数据库概览">
      <Note>按商标国际分类统计的商标数量，查询数据每月更新两次。</Note>
    </Section>
  );
}
