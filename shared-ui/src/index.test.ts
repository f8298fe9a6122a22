import * as ui from './index';

// The package root is what every app imports; this fails if an export path breaks.
it('exports the public API from the package root', () => {
  for (const name of [
    'theme',
    'UiProvider',
    'Button',
    'Badge',
    'formatBadgeCount',
    'LevelBadge',
    'useForm',
    'CodeButton',
    'NewPasswordFields',
    'required',
    'phone',
    'Dialog',
    'toast',
    'ToastHost',
    'Tabs',
    'Table',
    'Pagination',
    'EmptyState',
    'LockedSample',
    'SampleRow',
    'RetryPanel',
    'ProgressBar',
    'messages',
  ]) {
    expect(ui).toHaveProperty(name);
  }
  expect(ui.rules.required('x')('', {})).toBe('x');
  expect(ui).not.toHaveProperty('renderWithTheme');
});
