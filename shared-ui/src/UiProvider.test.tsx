import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { toast } from './feedback/toast';
import { Section } from './layout/Section';
import { PageHeading } from './layout/PageHeading';
import { UiProvider } from './UiProvider';

function PrimaryColour() {
  return <span>{useTheme().colors.primary}</span>;
}

it('provides the theme, renders children and hosts toasts', () => {
  render(
    <UiProvider>
      <PageHeading>商标查询</PageHeading>
      <Section title="最新公告">
        <PrimaryColour />
      </Section>
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '商标查询' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '最新公告' })).toHaveTextContent('#1e5fd8');
  act(() => {
    toast.error('删除失败！');
  });
  expect(screen.getByRole('alert')).toHaveTextContent('删除失败！');
});
