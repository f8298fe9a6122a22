import { z } from 'zod';
import { httpMessages } from './messages';

/**
 * Validation messages reach users as toasts, so zod must speak Chinese. The contract's own
 * messages win; zod's Chinese locale covers the rest, except missing or wrongly typed
 * fields, where naming the field helps more than "expected string, received undefined".
 * This is process-wide zod configuration; only the server process calls it.
 */
export function configureChineseZodMessages(): void {
  const zhCN = z.locales.zhCN();
  z.config({
    ...zhCN,
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      const field = (issue.path ?? []).join('.');
      if (!field) return issue.input == null ? httpMessages.missingBody : httpMessages.badRequest;
      return issue.input === undefined || issue.input === null
        ? httpMessages.missingField(field)
        : httpMessages.wrongType(field);
    },
  });
}
