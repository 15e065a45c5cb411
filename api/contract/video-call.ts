import * as v from 'valibot';
import { lendingParties } from './lending-process';
import { documentTypes } from './prequal';

/*
 * The booked video call of the lending process as its own page reads it (issue 17): the person's
 * call, when its room opens, and how it went as the video-call provider answered.
 */

/** The room opens this many minutes before the booked slot, so the person can check camera and microphone first. */
export const videoCallEarlyMinutes = 5;

/** The person's latest call that was not moved: booked, or how the provider said it went. */
export const videoCallStatuses = ['booked', 'completed', 'missed', 'failed'] as const;
export type VideoCallStatus = (typeof videoCallStatuses)[number];

export const videoCallCallSchema = v.object({
  /** The booked slot's start. */
  slotAt: v.string(),
  /** From when the person may enter the room (`videoCallEarlyMinutes` before the slot). */
  opensAt: v.string(),
  /** The slot's end: the room closes, and the provider's answer follows. */
  endsAt: v.string(),
  status: v.picklist(videoCallStatuses),
});
export type VideoCallCall = v.InferOutput<typeof videoCallCallSchema>;

export const videoCallViewSchema = v.object({
  /** Whose call it is: each person on the application has their own. */
  party: v.picklist(lendingParties),
  /** Null before the person ever booked one. */
  call: v.nullable(videoCallCallSchema),
  /** Whether the lending chart lets the person book (or move) a call now (after a missed call: again). */
  mayBook: v.boolean(),
  /** The identity document the person identified with: the one to have at hand in the call. */
  documentType: v.picklist(documentTypes),
});
export type VideoCallView = v.InferOutput<typeof videoCallViewSchema>;

/** The provider's room the person entered. */
export const videoCallRoomSchema = v.object({
  /** The provider's name of the room. */
  room: v.string(),
  /** The provider's sandbox holds the call itself: the page says it is a simulation. */
  simulated: v.boolean(),
  /** When the bank's employee joins (the slot's start). */
  startsAt: v.string(),
});
export type VideoCallRoom = v.InferOutput<typeof videoCallRoomSchema>;
