import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Dialog } from 'shared-ui';
import { archiveTexts } from '../archive-texts';
import { subjectAgreement } from './subject-agreement';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Text = styled.div`
  max-height: 50vh;
  overflow-y: auto;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    line-height: 1.8;
  }
`;

/**
 * The usage agreement (spec 2 §4): its checkbox can be ticked only once the agreement has been
 * opened; the link opens its text in a dialog over the subject dialog.
 */
export function AgreementField({
  read,
  ticked,
  onRead,
  onTick,
}: {
  read: boolean;
  ticked: boolean;
  onRead: () => void;
  onTick: (ticked: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Line>
      <Checkbox
        aria-label={`${archiveTexts.agreementTick}${archiveTexts.agreementLink}`}
        checked={ticked}
        disabled={!read}
        onChange={onTick}
      >
        {archiveTexts.agreementTick}
      </Checkbox>
      <Button
        variant="link"
        onClick={() => {
          setOpen(true);
          onRead();
        }}
      >
        {archiveTexts.agreementLink}
      </Button>
      {!read && <Hint>{archiveTexts.agreementOpenFirst}</Hint>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={subjectAgreement.title}
        width={640}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {archiveTexts.agreementRead}
          </Button>
        }
      >
        <Text>
          {subjectAgreement.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
      </Dialog>
    </Line>
  );
}
