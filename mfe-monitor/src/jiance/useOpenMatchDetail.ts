import { useState } from 'react';
import type { WatchType } from 'shared-api';
import { useJianceDetailMutation } from '../api/jiance-api';

/** The search remote's detail page of a mark (spec 1 §2 'Trademark detail'). */
export const detailHref = (detailId: string) =>
  `/search/tmd?detailId=${encodeURIComponent(detailId)}`;

/**
 * Opens a match's detail (spec 1 §4): the detail call may answer 6000, and then the shell's
 * payment dialog opens from the base query, which asks again once paid. Code 200 names the
 * mark, whose detail page opens in a new tab. A refusal has been shown by the base query.
 */
export function useOpenMatchDetail(type: WatchType) {
  const [detail] = useJianceDetailMutation();
  const [opening, setOpening] = useState<number | null>(null);
  const openDetail = async (id: number) => {
    setOpening(id);
    try {
      const answer = await detail({ type, id });
      if (answer.data) window.open(detailHref(answer.data.detailId), '_blank', 'noopener');
    } finally {
      setOpening(null);
    }
  };
  return { openDetail, opening };
}
