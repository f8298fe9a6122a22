import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { BarChart } from './BarChart';
import { HighlightedText } from './HighlightedText';
import { MatchReasons } from './MatchReasons';

it('marks the matched characters, counting characters outside the BMP once', () => {
  const { container } = renderWithTheme(
    <p>
      <HighlightedText text="𠀋华为云" highlight={[1, 3]} />
    </p>,
  );
  expect(container.querySelector('p')).toHaveTextContent('𠀋华为云');
  expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
    '华',
    '云',
  ]);
});

it('shows the grade and each reason', () => {
  renderWithTheme(<MatchReasons grade="高度近似" reasons={['读音相同', '字形近似']} />);
  expect(screen.getByText('高度近似')).toBeInTheDocument();
  expect(screen.getByText('读音相同')).toBeInTheDocument();
  expect(screen.getByText('字形近似')).toBeInTheDocument();
});

it('draws one bar per datum on one scale, named for screen readers', () => {
  const { container } = renderWithTheme(
    <BarChart
      title="各期数量"
      data={[
        { label: '1901', value: 10 },
        { label: '1902', value: 5 },
        { label: '1903', value: 0 },
      ]}
    />,
  );
  expect(screen.getByRole('figure', { name: '各期数量' })).toBeInTheDocument();
  const heights = Array.from(container.querySelectorAll('rect')).map((r) =>
    Number(r.getAttribute('height')),
  );
  expect(heights[0]).toBeGreaterThan(0);
  expect(heights[1]).toBeCloseTo(heights[0]! / 2);
  expect(heights[2]).toBe(0);
  expect(container.querySelector('[data-bar="1902"] title')).toHaveTextContent('1902：5');
});
