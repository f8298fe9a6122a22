import { useState } from 'react';
import type { PayChannel } from 'shared-api';
import { Button, FormItem, Input } from 'shared-ui';
import styled from 'styled-components';
import { wapayPath } from '../payment/payment-paths';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { PAY_CHANNELS } from '../shared/pay-channel';
import { moneyTexts as t } from '../texts';
import { applyTopUpInput, topUpError } from './top-up-rules';

const Narrow = styled.div`
  max-width: 360px;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Topping up by QR code (spec 3 §2.4, §5): the amount under the top-up rules and a wallet; the
 * payment page opens in a new tab, so this page stays for the member to come back to.
 */
export function TopUpForm() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [channel, setChannel] = useState<PayChannel>('weChat');

  const pay = () => {
    const problem = topUpError(amount);
    setError(problem);
    if (!problem) window.open(wapayPath(channel, amount), '_blank');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <Narrow>
        <FormItem label={t.topUpAmount} htmlFor="top-up-amount" error={error} required>
          <Input
            id="top-up-amount"
            inputMode="decimal"
            placeholder={t.topUpPlaceholder}
            value={amount}
            invalid={Boolean(error)}
            onChange={(event) => {
              const next = applyTopUpInput(event.target.value);
              setAmount(next.value);
              setError(next.error);
            }}
          />
        </FormItem>
      </Narrow>
      <Note>{t.topUpRules}</Note>
      <ChoiceGroup
        legend={t.payChannel}
        name="top-up-channel"
        options={PAY_CHANNELS.map(({ key, label }) => ({ value: key, label: `${label}支付` }))}
        value={channel}
        onChange={setChannel}
      />
      <Button type="submit" variant="primary">
        {t.topUpNow}
      </Button>
    </form>
  );
}
