import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { openLiveStream, type ServerEvent, type StreamState } from './server-events';

/*
 * The server tells an open page that an application changed (either person's step, a decision, a
 * booked time, a stage): server-sent events, resumed with the last id after a drop. The page reads
 * again what the change concerns; it never polls while the stream stands. Down, the page says so and
 * its queries fall back to reading again when the window regains focus.
 */

/** What a page reads again on each kind of news. */
export interface ChangeTargets {
  /** On a change of the application(s) the stream is about. */
  changed: QueryKey;
  /** On a booked or freed time of any calendar (another application's booking takes a slot too). */
  slots?: QueryKey;
}

const withLastEventId = (lastEventId: string) => (lastEventId ? { 'Last-Event-ID': lastEventId } : undefined);

function useLiveStream(open: (lastEventId: string, signal: AbortSignal) => Promise<Response>, targets: ChangeTargets, key: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const changedKey = JSON.stringify(targets.changed);
  const slotsKey = JSON.stringify(targets.slots ?? null);
  useEffect(() => {
    let wasDown = false;
    const readAgain = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
    const onEvent = (event: ServerEvent) => {
      if (event.event === 'change') readAgain(targets.changed);
      else if (event.event === 'slots' && targets.slots) readAgain(targets.slots);
    };
    const onState = (next: StreamState) => {
      // Back after a drop: what changed meanwhile is replayed from the last id, but a freed or taken
      // time is not, so everything the page shows is read again.
      if (next === 'live' && wasDown) {
        readAgain(targets.changed);
        if (targets.slots) readAgain(targets.slots);
      }
      if (next === 'down') wasDown = true;
      setState(next);
    };
    return openLiveStream({ open, onEvent, onState });
    // The targets are compared by value: a new array of the same key keeps the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, changedKey, slotsKey, queryClient]);
  return state;
}

/** One application's changes, for the pages of the people on it (the process page, the co-applicant's part). */
export function useApplicationChanges(applicationId: string, targets: ChangeTargets): StreamState {
  return useLiveStream(
    async (lastEventId, signal) =>
      (
        await api.GET('/api/loan-applications/{applicationId}/events', {
          params: { path: { applicationId } },
          parseAs: 'stream',
          signal,
          headers: withLastEventId(lastEventId),
        })
      ).response,
    targets,
    `application:${applicationId}`,
  );
}

/** The changes of every application of the signed-in person, for their personal page's list. */
export function useMyApplicationChanges(targets: ChangeTargets): StreamState {
  return useLiveStream(
    async (lastEventId, signal) => (await api.GET('/api/loan-applications/events', { parseAs: 'stream', signal, headers: withLastEventId(lastEventId) })).response,
    targets,
    'mine',
  );
}
