import type { SearchRow } from 'shared-api';
import { Button } from 'shared-ui';
import { favouriteOf } from '../api/favourite-api';
import { favouriteWords } from './favourite-words';
import { useCollectMarks } from './useCollectMarks';

/** 收藏 of one mark: a result row's action, and the detail page's beside its exports. */
export function CollectButton({ mark, compact = false }: { mark: SearchRow; compact?: boolean }) {
  const { collectMark, collecting } = useCollectMarks();
  return (
    <Button
      size={compact ? 'small' : 'middle'}
      loading={collecting}
      aria-label={favouriteWords.collectMark(mark.TM_NAME)}
      onClick={() => void collectMark(favouriteOf(mark))}
    >
      {favouriteWords.collect}
    </Button>
  );
}
