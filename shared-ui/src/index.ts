/** shared-ui: the portal's theme and base components. Named exports only. */
export { theme, type Theme, type SpaceKey } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { messages } from './messages';
export { useControllableState } from './hooks/useControllableState';

export { PageContainer } from './layout/PageContainer';
export { PageHeading } from './layout/PageHeading';
export { Section, type SectionProps } from './layout/Section';
export { Stack, Row } from './layout/Stack';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Badge, formatBadgeCount, type BadgeProps } from './components/Badge';
export { LevelBadge, type LevelBadgeProps } from './components/LevelBadge';

export { Input, type InputProps } from './form/Input';
export { Checkbox, type CheckboxProps } from './form/Checkbox';
export { Switch, type SwitchProps } from './form/Switch';
export { Select, type SelectProps, type SelectOption } from './form/Select';
export { FormItem, type FormItemProps } from './form/FormItem';
export { CodeButton, CODE_RESEND_SECONDS, type CodeButtonProps } from './form/CodeButton';
export { NewPasswordFields, type NewPasswordFieldsProps } from './form/NewPasswordFields';
export {
  useForm,
  type FormApi,
  type FormRules,
  type FieldErrors,
  type FieldName,
  type UseFormOptions,
} from './form/useForm';
// Rule builders both one by one (`required('…')`) and as a namespace (`rules.required('…')`).
export * as rules from './form/rules';
export {
  agreement,
  confirm,
  email,
  ipv4,
  isEmpty,
  loginPassword,
  newPassword,
  number,
  pattern,
  phone,
  port,
  referrer,
  required,
  serverUrl,
  smsCode,
  subAccount,
  tradePassword,
  userName,
  type Rule,
  type RuleResult,
  type FormValues,
} from './form/rules';

export { Dialog, type DialogProps } from './feedback/Dialog';
export {
  toast,
  TOAST_DURATION,
  type ToastKind,
  type ToastMessage,
  type ToastOptions,
} from './feedback/toast';
export { ToastHost } from './feedback/ToastHost';
export { createEventBus, type EventBus, type Listener } from './feedback/eventBus';
export { LoadingOverlay, type LoadingOverlayProps } from './feedback/LoadingOverlay';
export { ProgressBar, type ProgressBarProps } from './feedback/ProgressBar';
export { RetryPanel, type RetryPanelProps } from './feedback/RetryPanel';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export {
  LockedSample,
  SampleRow,
  type LockedSampleProps,
  type SampleRowProps,
} from './feedback/LockedSample';

export { Tabs, type TabsProps, type TabItem } from './data/Tabs';
export {
  Table,
  type TableProps,
  type TableColumn,
  type TableSelection,
  type RowKey,
} from './data/Table';
export { Pagination, type PaginationProps } from './data/Pagination';
export { MatchReasons, type MatchReasonsProps } from './data/MatchReasons';
export { HighlightedText, type HighlightedTextProps } from './data/HighlightedText';
export { BarChart, type BarChartProps, type BarChartDatum } from './data/BarChart';
export { pageItems, totalPages, type PageItem } from './data/pageItems';

// Used by every remote: the route root that picks a screen, and the standalone dev harness.
export { RemoteRoot, ScreenHeading } from './remote/RemoteRoot';
export { mountStandalone } from './remote/mount-standalone';
