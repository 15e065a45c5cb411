/**
 * Serials of the sandbox's twin social cards (api/server/adapters/sandbox-personas.ts) for the
 * browser suite. Its files share one server and database, and a social card belongs to one account,
 * so each file draws from a block of its own: no two files can meet on a card, whatever the clock
 * says. Within a block a serial is the run's second (modulo 20 000, five and a half hours) and an
 * index (0-9), so a rerun against a kept database gets new people.
 *
 * Ordinary twins have serials below 8 000 000 (from there a card starts with 9, the lending
 * process's branch prefixes): 40 blocks of 200 000. Blocks 0 and 3 belong to counters (the API
 * tests' and the UI model walk's from 1, the seller model worlds' from 600 000).
 */
const blockWidth = 200_000;
const slotsPerBlock = 10;

export const twinBlocks = {
  privateSellers: 1,
  sessionLifecycle: 4,
  officeJourney: 5,
  lendingProcessJourney: 6,
  coApplicantJourney: 7,
  loanWizard: 8,
  loanApplicationJourney: 9,
  householdCouple: 10,
  householdParent: 11,
  householdResale: 12,
  householdRejection: 13,
} as const;

/** This file's run: the clock's second, fixed when the file loads. */
const runSlot = Math.floor(Date.now() / 1000) % (blockWidth / slotsPerBlock);

export function twinSerial(block: keyof typeof twinBlocks, index = 0): number {
  if (!Number.isInteger(index) || index < 0 || index >= slotsPerBlock) throw new Error(`twin serial index ${index} is outside 0-${slotsPerBlock - 1}`);
  return twinBlocks[block] * blockWidth + runSlot * slotsPerBlock + index;
}
