import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import type { PayChannel } from 'shared-api';
import { paymentTexts } from './payment-texts';
import { PAY_CHANNELS, type PayCodes as Codes } from './use-trade-payment';

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Code = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  a {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const LABELS: Record<PayChannel, string> = {
  weChat: paymentTexts.weChat,
  aliPay: paymentTexts.aliPay,
};

/**
 * The two wallets' QR codes side by side. Each also links to what it encodes, for paying on the
 * phone that shows the page (and for the e2e journeys, which open it as a phone would).
 */
export function PayCodes({ codes }: { codes: Codes }) {
  return (
    <Row>
      {PAY_CHANNELS.map((channel) => {
        const url = codes[channel];
        if (!url) return null;
        return (
          <Code key={channel}>
            <QRCodeSVG
              value={url}
              size={168}
              marginSize={1}
              role="img"
              aria-label={`${LABELS[channel]}二维码`}
            />
            <figcaption>{LABELS[channel]}</figcaption>
            <a href={url} target="_blank" rel="noreferrer">
              {paymentTexts.openOnPhone}
            </a>
          </Code>
        );
      })}
    </Row>
  );
}
