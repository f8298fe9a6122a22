import type { ReactNode } from 'react';
import { getErrorMessage } from 'shared-api';
import { EmptyState, Spinner } from 'shared-ui';

export interface SearchResultsProps<T> {
  isFetching: boolean;
  error: unknown;
  results: T[] | undefined;
  name: string;
  children: (results: T[]) => ReactNode;
}

/** A name search's answer: a spinner, the server's message, '未找到' or the result tree. */
export function SearchResults<T>({
  isFetching,
  error,
  results,
  name,
  children,
}: SearchResultsProps<T>) {
  if (isFetching) return <Spinner size={20} />;
  if (error) return <EmptyState text={getErrorMessage(error)} />;
  if (!results || results.length === 0) return <EmptyState text={`未找到包含“${name}”的分类`} />;
  return <>{children(results)}</>;
}
