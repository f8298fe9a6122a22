import styled from 'styled-components';

/** The bordered, centred table of the /vip page. */
export const PriceGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    text-align: center;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody th {
    font-weight: 600;
  }
`;
