import styled from 'styled-components';
import { Button, FormItem, Input } from 'shared-ui';
import { MarkPicture } from '../../shared/MarkPicture';
import { noticeTexts } from '../shared/texts';
import { checkMessage, type CodeCheck } from './useCodeValidation';

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
  }
`;

type Tone = 'muted' | 'success' | 'danger';

const Status = styled.p<{ $tone: Tone }>`
  min-height: 20px;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.textSecondary};
`;

const Found = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const toneOf = (check: CodeCheck): Tone =>
  check.status === 'valid' ? 'success' : check.status === 'checking' ? 'muted' : 'danger';

/**
 * The registration number with its 校验 button and what the check said: 校验中......, then
 * 校验成功！ with the mark found, or 校验失败，请重新输入 (spec 2 §4).
 */
export function CodeField({
  value,
  check,
  onChange,
  onValidate,
}: {
  value: string;
  check: CodeCheck;
  onChange: (value: string) => void;
  onValidate: () => void;
}) {
  return (
    <FormItem label={noticeTexts.code} htmlFor="notice-code" required>
      <Line>
        <Input
          id="notice-code"
          value={value}
          placeholder={noticeTexts.codePlaceholder}
          maxLength={20}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onValidate();
          }}
        />
        <Button loading={check.status === 'checking'} onClick={onValidate}>
          {noticeTexts.validate}
        </Button>
      </Line>
      <Status $tone={toneOf(check)} role="status" data-testid="code-check">
        {checkMessage(check)}
      </Status>
      {check.status === 'valid' && (
        <Found data-testid="code-mark">
          <MarkPicture src={check.mark.imagePath} alt={check.mark.mark} size={48} />
          <span>
            {noticeTexts.validated(check.mark.mark, check.mark.applicant, check.mark.classes)}
          </span>
        </Found>
      )}
    </FormItem>
  );
}
