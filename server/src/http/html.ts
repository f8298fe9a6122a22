const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text placed in the server's few HTML pages (the SMS inbox, the sandbox wallet) comes from
 * providers, users' phones and orders: never trust it as HTML.
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
