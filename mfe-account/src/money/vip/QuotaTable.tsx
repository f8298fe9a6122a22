import { Fragment } from 'react';
import { moneyTexts as t } from '../texts';
import { PriceGrid } from './price-grid';
import { QUOTA_GROUPS, VIP_PLANS } from './vip-tables';

/** What each tier gets (spec 3 §9 'Price and quota table'), grouped by service. */
export function QuotaTable() {
  return (
    <PriceGrid aria-label={t.quotaTitle}>
      <thead>
        <tr>
          <th scope="col">{t.feature}</th>
          {VIP_PLANS.map((plan) => (
            <th key={plan.levelId} scope="col">
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {QUOTA_GROUPS.map((group) => (
          <Fragment key={group.title}>
            <tr>
              <th scope="colgroup" colSpan={4}>
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </PriceGrid>
  );
}
