import { fromCallback, fromPromise } from 'xstate';
import { isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { VideoCallView } from '../../api/contract/video-call';
import type { JoinOutcome, LocalMedia, MediaOutcome } from '../../machines/video-call/video-call.machine';

/** How often the page asks the server whether the provider has answered about the call. */
export const outcomePollMs = 3_000;
/** Failed reads in a row the wait forgives (a blip of the network) before it gives up. */
const forgivenFailures = 3;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('stopped', 'AbortError'));
    });
  });

/** The browser's camera and microphone: granted, refused, or none (any other failure rejects: a busy camera, say). */
export async function requestCameraAndMicrophone(signal: AbortSignal): Promise<MediaOutcome> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return { outcome: 'noDevice' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    const stop = () => stream.getTracks().forEach((track) => track.stop());
    // The page left while the browser asked: nothing keeps the camera on.
    if (signal.aborted) {
      stop();
      return { outcome: 'denied' };
    }
    const media: LocalMedia = { stream, stop };
    return { outcome: 'granted', media };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return { outcome: 'denied' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return { outcome: 'noDevice' };
    throw error;
  }
}

/** The video call page's live actors over a typed client, for one application. */
export function createVideoCallActors(client: ApiClient, applicationId: string) {
  const path = { params: { path: { applicationId } } };
  const readCall = () => unwrap(client.GET('/api/loan-applications/{applicationId}/process/video-call', path));

  const loadCall = fromPromise<VideoCallView>(readCall);

  const requestMedia = fromPromise<MediaOutcome>(({ signal }) => requestCameraAndMicrophone(signal));

  /** Enters the provider's room through the server: its 503 is the provider's outage; its 409 a room not open (any more). */
  const joinCall = fromPromise<JoinOutcome>(async () => {
    try {
      return { outcome: 'joined', room: await unwrap(client.POST('/api/loan-applications/{applicationId}/process/video-call/join', path)) };
    } catch (error) {
      if (isRefusal(error, 'COMMON.SERVICE_UNAVAILABLE')) return { outcome: 'unavailable' };
      if (isRefusal(error, 'LOAN_APPLICATION.ACTION_NOT_ALLOWED')) return { outcome: 'closed' };
      throw error;
    }
  });

  /** Reads the call every few seconds until the provider's answer changed it (no longer booked). */
  const awaitOutcome = fromPromise<VideoCallView>(async ({ signal }) => {
    let failures = 0;
    for (;;) {
      await sleep(outcomePollMs, signal);
      try {
        const view = await readCall();
        failures = 0;
        if (view.call?.status !== 'booked') return view;
      } catch (error) {
        failures += 1;
        if (failures > forgivenFailures) throw error;
      }
    }
  });

  const bookCall = fromPromise<unknown, { slotAt: string }>(({ input }) =>
    unwrap(client.POST('/api/loan-applications/{applicationId}/process/video-call', { ...path, body: { slotAt: input.slotAt } })),
  );

  /** The page's clock, every second. */
  const clock = fromCallback(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), 1_000);
    return () => clearInterval(timer);
  });

  return { loadCall, requestMedia, joinCall, awaitOutcome, bookCall, clock };
}
