import { Link, useSearchParams } from 'react-router-dom';
import { accountMessages, SUPPORT_PHONE, type RemoteAppProps } from 'shared-api';
import { PageContainer, Section } from 'shared-ui';
import styled from 'styled-components';
import { Amount } from '../shared/Facts';
import { yuanText } from '../shared/money';
import { moneyTexts as t } from '../texts';

const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
  }
`;

// The page has no heading: keep the card off the header as the headed pages are.
const Page = styled(PageContainer)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /chongzhi/success?price=: 付款成功, the amount paid, the way on, the support line (spec 3 §2.6). */
export function SuccessScreen(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const price = yuanText(params.get('price'));
  return (
    <Page>
      <Section>
        <Done>
          <h1>{accountMessages.paid}</h1>
          <p>
            {accountMessages.youPaid} <Amount>{t.yuan(price || '0.00')}</Amount>
          </p>
          <Link to="/personalInfo">{t.toPersonalCentre}</Link>
          <Muted>{t.supportLine(SUPPORT_PHONE)}</Muted>
        </Done>
      </Section>
    </Page>
  );
}
