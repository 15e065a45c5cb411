import { Hono } from 'hono';
import { lendingProcessViewSchema } from '../../contract/lending-process';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import type { Language } from '../../contract/validation';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { lendingProcessView, type NotaryReader } from '../services/lending/lending-process-view';

const tags = ['Lending process'];

type Localized = Record<Language, string>;
/** The notary adapter's offices, when the app has the process's completion systems (the notary's name and address in each language). */
const notaryOfficesOf = (deps: object): readonly { id: string; name: Localized; address: Localized; phone: string }[] =>
  (deps as { completion?: { notary?: { offices?: readonly { id: string; name: Localized; address: Localized; phone: string }[] } } }).completion?.notary?.offices ?? [];

/**
 * The lending process after the offer (issue 17) as the applicant's and the co-applicant's screen
 * reads it: the status, each person's part, the viewer's bookings and package, the running deadlines,
 * the path taken and who must act next. A stranger gets 404.
 */
export const lendingProcessRoutes = new Hono<AppEnv>().use('/loan-applications/:applicationId/process', requireSession).get(
  '/loan-applications/:applicationId/process',
  describe({
    operationId: 'getLendingProcess',
    summary: 'The lending process as the person on the application reads it: stage, parts, bookings, package, deadlines, the path and who acts next',
    tags,
    response: lendingProcessViewSchema,
  }),
  input('param', loanApplicationIdParamSchema),
  async (c) => {
    const deps = c.get('deps');
    const offices = notaryOfficesOf(deps);
    const readNotary: NotaryReader = async (notaryId, lang) => {
      const office = offices.find((candidate) => candidate.id === notaryId);
      return office && { id: office.id, name: office.name[lang], address: office.address[lang], phone: office.phone };
    };
    return c.json(await lendingProcessView(deps.database.db, c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'), { now: deps.clock.now(), readNotary }));
  },
);
