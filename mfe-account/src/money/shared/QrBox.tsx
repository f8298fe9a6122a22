import { QRCodeSVG } from 'qrcode.react';
import type { PayChannel } from 'shared-api';
import { Button, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { channelLabel } from './pay-channel';
import type { QrPayment } from './useQrPayment';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 260px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 216px;
  height: 216px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const SmallLink = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface QrBoxProps {
  channel: PayChannel;
  /** The order's code, whether it expired, and the retry that fetches a fresh one. */
  payment: Pick<QrPayment, 'code' | 'expired' | 'retry'>;
}

/**
 * The QR code to scan, or the notice that its 10 minutes are over with a button for a fresh
 * one. The code's URL is also a small link, so the payment can be finished on a desktop.
 */
export function QrBox({ channel, payment: { code, expired, retry } }: QrBoxProps) {
  const wallet = channelLabel(channel);
  if (expired) {
    return (
      <Box>
        <Warning role="alert">{t.codeExpired}</Warning>
        <Button variant="primary" onClick={retry}>
          {t.renewCode}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <p>{t.scanHint(wallet)}</p>
      <Frame>
        {code ? (
          <QRCodeSVG value={code.url} size={200} marginSize={1} title={t.qrLabel(wallet)} />
        ) : (
          <Spinner size={24} label={t.waitingCode} />
        )}
      </Frame>
      {code && (
        <SmallLink href={code.url} target="_blank" rel="noreferrer">
          {t.openOnPhone}
        </SmallLink>
      )}
      <Muted>{t.waitingPayment}</Muted>
    </Box>
  );
}
