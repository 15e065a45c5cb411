/**
 * Construction stages (spec section 3): 1 pre-sale, 2 construction phase, 3 commissioned, 4 ending
 * stage (the finishing works before commissioning).
 */
export const constructionStage = { preSale: 1, construction: 2, commissioned: 3, ending: 4 } as const;

/**
 * The stage a building (or a foreign project) is at on `today` (`YYYY-MM-DD`): commissioned exactly
 * when its completion date has passed, otherwise the stage its developer declared (a declared
 * "commissioned" whose date is still ahead reads as the finishing stage). The completion date and
 * the clock decide the one thing they know, so a stage never contradicts its date as time goes on.
 * The buildings service filters with the same rule in SQL (`stageOnSql`).
 */
export function stageOn(declared: number, completionDate: string, today: string): number {
  if (completionDate <= today) return constructionStage.commissioned;
  return declared === constructionStage.commissioned ? constructionStage.ending : declared;
}
