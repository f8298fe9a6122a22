import { useIsTrial, useSession } from 'shared-api';
import { Button, toast } from 'shared-ui';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { decideVipBuy } from './buy-rules';
import { PriceGrid } from './price-grid';
import { VIP_PLANS } from './vip-tables';

const Price = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.price};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Levels by years with their prices; each price can be bought (spec 1 §4 rules). */
export function VipPriceTable() {
  const session = useSession();
  const trial = useIsTrial();
  const buy = (levelId: number, years: number) => {
    const current = session.loggedIn ? (session.memberLevelId ?? 1) : null;
    const decision = decideVipBuy(levelId, years, current, trial);
    if (decision.kind === 'message') toast.info(decision.text);
    else window.open(decision.url, '_blank');
  };
  return (
    <PriceGrid aria-label={t.levelPrices}>
      <thead>
        <tr>
          <th scope="col">{t.level}</th>
          {[1, 2, 3].map((years) => (
            <th key={years} scope="col">
              {t.yearsOption(years)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {VIP_PLANS.map((plan) => (
          <tr key={plan.levelId}>
            <th scope="row">{plan.name}</th>
            {plan.yearPrices.map((price, index) => (
              <td key={index}>
                <Price>{t.yuan(String(price))}</Price>
                <Button
                  variant="primary"
                  size="small"
                  aria-label={t.buyLabel(plan.name, index + 1)}
                  onClick={() => buy(plan.levelId, index + 1)}
                >
                  {t.buy}
                </Button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </PriceGrid>
  );
}
