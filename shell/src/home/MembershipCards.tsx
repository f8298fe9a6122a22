import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useIsTrial, useSession } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { decideOffer, MEMBERSHIP_OFFERS, REGISTRATION_OFFER } from './membership-offers';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
`;

const Card = styled.article`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 20px;
  h3 {
    margin: 0 0 6px;
  }
  strong {
    color: ${({ theme }) => theme.colors.price};
    font-size: 20px;
  }
  ul {
    padding-left: 18px;
    color: ${({ theme }) => theme.colors.textSecondary};
    min-height: 72px;
  }
`;

export function MembershipCards() {
  const session = useSession();
  const trial = useIsTrial();
  const navigate = useNavigate();
  const choose = (levelId: number) => {
    const decision = decideOffer(
      levelId,
      session.loggedIn ? (session.memberLevelId ?? 1) : null,
      trial,
    );
    if (decision.kind === 'register') navigate('/regindex');
    else if (decision.kind === 'message') toast.info(decision.text);
    else window.open(decision.url, '_blank');
  };
  return (
    <Grid>
      {[...MEMBERSHIP_OFFERS, REGISTRATION_OFFER].map((offer) => (
        <Card key={offer.levelId}>
          <h3>{offer.name}</h3>
          <strong>{offer.price}</strong>
          <ul>
            {offer.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => choose(offer.levelId)}>
            {offer.levelId === 0 ? '立即注册' : '立即开通'}
          </Button>
        </Card>
      ))}
    </Grid>
  );
}
