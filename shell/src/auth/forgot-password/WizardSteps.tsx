import styled from 'styled-components';

export const WIZARD_STEPS = ['验证手机号', '设置新密码', '完成'] as const;
export type WizardStep = 0 | 1 | 2;

const List = styled.ol`
  display: flex;
  justify-content: space-between;
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    flex: 1;
    text-align: center;
    padding-bottom: 6px;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  li[data-done='true'],
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Where the user is in the three-step recovery (spec 3 §4 'Forgot-password wizard'). */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <List aria-label="找回密码步骤">
      {WIZARD_STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current}
        >
          {index + 1}. {label}
        </li>
      ))}
    </List>
  );
}
