import type { DeadlineHandler } from './scheduler';

/**
 * Every kind of deadline the server knows how to run. Features register theirs here
 * (booking holds, submission deadlines, decisions); an unknown kind is retried, then failed.
 */
export const deadlineHandlers: Record<string, DeadlineHandler> = {};
