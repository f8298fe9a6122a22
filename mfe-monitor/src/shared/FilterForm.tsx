import styled from 'styled-components';
import { Button } from 'shared-ui';
import { monitorTexts } from './texts';

/**
 * The filter bar of every list in this remote: fields side by side, text fields of one width,
 * selects as wide as their longest choice (a select left to the form's width stretched over
 * the whole row), then 查询 and 重置.
 */
export const FilterForm = styled.form.attrs({ 'aria-label': '筛选' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > input {
    width: 160px;
  }
  > select {
    width: auto;
    min-width: 140px;
  }
`;

/** A filter the page refuses before any call (classes outside 1–45), said beside the buttons. */
export const FilterProblem = styled.span.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.colors.danger};
`;

/** 查询 submits the form; 重置 clears the fields and searches again (the caller's onReset). */
export function FilterButtons({
  disabled = false,
  onReset,
}: {
  disabled?: boolean;
  onReset: () => void;
}) {
  return (
    <>
      <Button type="submit" variant="primary" disabled={disabled}>
        {monitorTexts.query}
      </Button>
      <Button disabled={disabled} onClick={onReset}>
        {monitorTexts.reset}
      </Button>
    </>
  );
}
