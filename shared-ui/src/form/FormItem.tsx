import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FormItemProps {
  label?: ReactNode;
  /** id of the control, so clicking the label focuses it. */
  htmlFor?: string;
  /** Shows the red '*'; the rule that enforces it lives in useForm. */
  required?: boolean;
  error?: string;
  /** Grey hint shown under the control while there is no error. */
  help?: ReactNode;
  children: ReactNode;
  className?: string;
}

const Item = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const LabelRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const RequiredMark = styled.span`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.div<{ $error: boolean }>`
  min-height: 20px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * Label, control and message of one form field. The message line keeps its height when empty
 * so the form does not jump as errors come and go.
 */
export function FormItem({
  label,
  htmlFor,
  required,
  error,
  help,
  children,
  className,
}: FormItemProps) {
  return (
    <Item className={className}>
      {label !== undefined && (
        // The '*' sits outside the <label> so the field's name is '手机号', not '*手机号'.
        <LabelRow>
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
          <label htmlFor={htmlFor}>{label}</label>
        </LabelRow>
      )}
      {children}
      <Message $error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error || help}
      </Message>
    </Item>
  );
}
