import type { VipPrice } from 'shared-api';
import { Amount, Facts } from '../shared/Facts';
import { yuan } from '../shared/money';
import { moneyTexts as t } from '../texts';

const day = (time: string) => time.slice(0, 10);

/** The server's price of the chosen level and years (spec 3 §3 'VIP price result'). */
export function PriceBreakdown({ price }: { price: VipPrice }) {
  return (
    <Facts
      label={t.priceTitle}
      items={[
        [t.productPrice, t.yuan(yuan(price.productPrice))],
        [t.promotion, `- ${t.yuan(yuan(price.promotionAmount))}`],
        [t.oldLevelCredit, `- ${t.yuan(yuan(price.oldLevelAmount))}`],
        [t.toPay, <Amount key="pay">{t.yuan(yuan(price.payAmount))}</Amount>],
        [t.period, t.periodText(day(price.startTime), day(price.endTime))],
      ]}
    />
  );
}
