import { identificationAnswerKind, identificationManualDecisionKind } from '../../adapters/identification-provider';
import { videoCallAnswerKind } from '../../adapters/video-call';
import type { DeadlineHandler } from '../../jobs/scheduler';
import { receiveIdentificationAnswer, receiveManualIdentificationDecision } from './lending-identification.service';
import { receiveVideoCallAnswer } from './lending-onboarding.service';

/** The deadline kinds that bring the identification provider's and the video-call provider's answers to the lending chart (the URL is for the effects' links). */
export const lendingProcessAnswerHandlers = (publicUrl: string): Record<string, DeadlineHandler> => ({
  [identificationAnswerKind]: receiveIdentificationAnswer(publicUrl),
  [identificationManualDecisionKind]: receiveManualIdentificationDecision(publicUrl),
  [videoCallAnswerKind]: receiveVideoCallAnswer(publicUrl),
});
