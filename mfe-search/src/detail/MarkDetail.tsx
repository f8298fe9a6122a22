import { formatClassCode, tmStatusLabel, type DetailRow } from 'shared-api';
import { Row, Section } from 'shared-ui';
import styled from 'styled-components';
import { CollectButton } from '../favourite/CollectButton';
import { ExportButtons } from './ExportButtons';
import { GoodsList } from './GoodsList';
import { MarkImage } from './MarkImage';
import { markFields } from './mark-fields';
import { NoticeList } from './NoticeList';
import { ProcessTimeline } from './ProcessTimeline';

const Summary = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
`;

const SummaryText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  word-break: break-all;
`;

const Status = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: normal;
  vertical-align: middle;
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  span + span::before {
    content: '｜';
    margin: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.border};
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 140px 1fr 140px 1fr;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-left: 1px solid ${({ theme }) => theme.colors.borderLight};

  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-right: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
    word-break: break-all;
  }
  dt {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Everything the register keeps about one mark (spec 1 §2 'Trademark detail'). */
export function MarkDetail({ mark }: { mark: DetailRow }) {
  return (
    <>
      <Section>
        <Summary>
          <MarkImage src={mark.imageUrl} name={mark.TM_NAME} />
          <SummaryText>
            <Name>
              {mark.TM_NAME}
              <Status>{tmStatusLabel(mark.TM_STATUS)}</Status>
            </Name>
            <Facts>
              <span>申请号 {mark.TM_CODE}</span>
              <span>第{formatClassCode(mark.TM_NCL)}类</span>
              <span>申请日期 {mark.TM_APP_DATE}</span>
            </Facts>
            <Facts>
              <span>{mark.TM_HOLDER_CN}</span>
            </Facts>
            <Row $gap="sm">
              <ExportButtons mark={mark} />
              <CollectButton mark={mark} />
            </Row>
          </SummaryText>
        </Summary>
      </Section>
      <Section title="基本信息">
        <Fields>
          {markFields(mark).map((field) => (
            <div key={field.label} style={{ display: 'contents' }}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </Fields>
      </Section>
      <Section title="商标流程">
        <ProcessTimeline steps={mark.TM_PROCESS} />
      </Section>
      <Section title="商品/服务">
        <GoodsList goods={mark.TM_GOODSLS_CN} />
      </Section>
      <Section title="商标公告">
        <NoticeList notices={mark.TMNOTICELS_CN} />
      </Section>
    </>
  );
}
