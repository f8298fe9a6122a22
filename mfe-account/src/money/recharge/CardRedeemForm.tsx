import { useState } from 'react';
import { getErrorMessage } from 'shared-api';
import { useRedeemCardMutation } from '../../api/orders-api';
import { Button, FormItem, Input, toast } from 'shared-ui';
import styled from 'styled-components';
import { yuan } from '../shared/money';
import { moneyTexts as t } from '../texts';

const Narrow = styled.form`
  max-width: 360px;
`;

interface CardErrors {
  cardNo?: string;
  cardPassword?: string;
  /** The server's refusal (wrong card, card used). */
  form?: string;
}

/** Topping up with a stored-value card (spec 3 §1): card number and password; the balance follows. */
export function CardRedeemForm() {
  const [cardNo, setCardNo] = useState('');
  const [cardPassword, setCardPassword] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [redeem, { isLoading }] = useRedeemCardMutation();

  const submit = async () => {
    const missing: CardErrors = {
      cardNo: cardNo.trim() ? undefined : t.cardNoEmpty,
      cardPassword: cardPassword.trim() ? undefined : t.cardPasswordEmpty,
    };
    setErrors(missing);
    if (missing.cardNo || missing.cardPassword) return;
    const result = await redeem({ cardNo: cardNo.trim(), cardPassword: cardPassword.trim() });
    if (result.error) {
      setErrors({ form: getErrorMessage(result.error) });
      return;
    }
    setCardNo('');
    setCardPassword('');
    toast.success(t.redeemed(yuan(result.data.amount)));
  };

  return (
    <Narrow
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormItem label={t.cardNo} htmlFor="card-no" error={errors.cardNo} required>
        <Input
          id="card-no"
          autoComplete="off"
          value={cardNo}
          invalid={Boolean(errors.cardNo)}
          onChange={(event) => setCardNo(event.target.value)}
        />
      </FormItem>
      <FormItem
        label={t.cardPassword}
        htmlFor="card-password"
        error={errors.cardPassword ?? errors.form}
        help={t.cardTerms}
        required
      >
        <Input
          id="card-password"
          type="password"
          autoComplete="off"
          value={cardPassword}
          invalid={Boolean(errors.cardPassword)}
          onChange={(event) => setCardPassword(event.target.value)}
        />
      </FormItem>
      <Button type="submit" variant="primary" loading={isLoading}>
        {t.redeem}
      </Button>
    </Narrow>
  );
}
