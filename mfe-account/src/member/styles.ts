import styled from 'styled-components';

/** Label/value pairs in two columns (a `<dl>`), as the personal centre lists its facts. */
export const InfoList = styled.dl`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The buttons at the bottom of a dialog's form, right-aligned. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A failure of the whole form (the server's words), under the fields. */
export const FormMessage = styled.p`
  min-height: 20px;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A field and a button side by side (the SMS code and its 'get code' button). */
export const FieldWithButton = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
  }
`;
