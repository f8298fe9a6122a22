/** The 收藏 action's own words; the outcomes are the contract's archiveMessages (spec 2 §8). */
export const favouriteWords = {
  actions: '操作',
  collect: '收藏',
  collectTicked: '批量收藏',
  collectMark: (name: string) => `收藏 ${name}`,
  nothingTicked: '请勾选要收藏的商标',
} as const;
