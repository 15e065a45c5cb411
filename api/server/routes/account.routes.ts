import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  captchaChallengeSchema,
  captchaPassSchema,
  captchaValidateQuerySchema,
  changePasswordSchema,
  checkTokenResultSchema,
  emailConfirmedSchema,
  emailParamSchema,
  linkQuerySchema,
  profileSchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
  signUpResultSchema,
  signUpSchema,
} from '../../contract/account';
import { otpCheckResultSchema, otpCheckSchema, otpSentSchema, phoneVerificationSendSchema } from '../../contract/otp';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as accounts from '../services/accounts.service';
import { createCaptchaChallenge, validateCaptcha } from '../services/captcha.service';
import { checkPhoneCode, sendPhoneCode } from '../services/phone-verification.service';
import { revokeSession } from '../services/sessions.service';

const tags = ['Account'];
const deps = (c: Context<AppEnv>): accounts.AccountDeps => {
  const { database, clock, config } = c.get('deps');
  return { db: database.db, clock, publicUrl: config.publicUrl };
};

export const accountRoutes = new Hono<AppEnv>()
  .post(
    '/account/sign-up',
    describe({ operationId: 'signUp', summary: 'Register; a confirmation link is mailed', tags, response: signUpResultSchema, status: 201, rateLimited: true }),
    input('json', signUpSchema),
    async (c) => c.json(await accounts.signUp(deps(c), c.req.valid('json'), c.get('lang'), clientAddress(c)), 201),
  )
  .get(
    '/account/confirm-email',
    describe({ operationId: 'confirmEmail', summary: 'Confirm the e-mail with the mailed link; answers the confirmed address, for the sign-in that follows', tags, response: emailConfirmedSchema }),
    input('query', linkQuerySchema),
    async (c) => {
      const { userId, token } = c.req.valid('query');
      return c.json(await accounts.confirmEmail(deps(c), userId, token), 200);
    },
  )
  .post(
    '/account/resend-confirmation/:email',
    describe({ operationId: 'resendConfirmation', summary: 'Mail the confirmation link again', tags, status: 204, rateLimited: true }),
    input('param', emailParamSchema),
    async (c) => {
      await accounts.resendConfirmation(deps(c), c.req.valid('param').email, c.get('lang'), clientAddress(c));
      return c.body(null, 204);
    },
  )
  .get(
    '/account/captcha',
    describe({ operationId: 'getCaptchaChallenge', summary: 'A proof-of-work challenge for the captcha', tags, response: captchaChallengeSchema }),
    async (c) => {
      const { clock, secret, config } = c.get('deps');
      c.header('Cache-Control', 'no-store');
      return c.json(v.parse(captchaChallengeSchema, await createCaptchaChallenge({ clock, secret, work: config.captchaWork })));
    },
  )
  .get(
    '/account/captcha/validate',
    describe({ operationId: 'validateCaptcha', summary: 'Check a solved challenge; answers a single-use pass for sign-in', tags, response: captchaPassSchema }),
    input('query', captchaValidateQuerySchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      return c.json({ captchaToken: await validateCaptcha(database.db, { clock, secret }, c.req.valid('query').token) });
    },
  )
  .post(
    '/account/sign-in',
    describe({ operationId: 'signIn', summary: 'Sign in; after failures a captcha pass is required', tags, response: sessionSchema, rateLimited: true }),
    input('json', signInSchema),
    async (c) => c.json(await accounts.signIn(deps(c), c.req.valid('json'), clientAddress(c), c.req.header('user-agent'))),
  )
  .post(
    '/account/sign-out',
    describe({ operationId: 'signOut', summary: 'End this session', tags, status: 204 }),
    requireSession,
    async (c) => {
      const { database, clock } = c.get('deps');
      await revokeSession(database.db, clock.now(), c.get('session').sessionId);
      return c.body(null, 204);
    },
  )
  .get(
    '/account/profile',
    describe({ operationId: 'getProfile', summary: 'The signed-in user', tags, response: profileSchema }),
    requireSession,
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await accounts.getProfile(c.get('deps').database.db, c.get('session').userId));
    },
  )
  .post(
    '/account/forgot-password/:email',
    describe({ operationId: 'forgotPassword', summary: 'Mail a password reset link', tags, status: 204, rateLimited: true }),
    input('param', emailParamSchema),
    async (c) => {
      await accounts.forgotPassword(deps(c), c.req.valid('param').email, c.get('lang'), clientAddress(c));
      return c.body(null, 204);
    },
  )
  .get(
    '/account/check-token',
    describe({ operationId: 'checkResetToken', summary: 'Check a reset link before showing the form', tags, response: checkTokenResultSchema }),
    input('query', linkQuerySchema),
    async (c) => {
      const { userId, token } = c.req.valid('query');
      return c.json(await accounts.checkResetToken(deps(c), userId, token));
    },
  )
  .post(
    '/account/reset-password',
    describe({ operationId: 'resetPassword', summary: 'Choose a new password with the reset link; every session ends', tags, status: 204, rateLimited: true }),
    input('json', resetPasswordSchema),
    async (c) => {
      await accounts.resetPassword(deps(c), c.req.valid('json'), c.get('lang'), clientAddress(c));
      return c.body(null, 204);
    },
  )
  .post(
    '/account/change-password',
    describe({ operationId: 'changePassword', summary: 'Change the password; other sessions end', tags, status: 204, rateLimited: true }),
    requireSession,
    input('json', changePasswordSchema),
    async (c) => {
      await accounts.changePassword(deps(c), c.get('session'), c.req.valid('json'), c.get('lang'));
      return c.body(null, 204);
    },
  )
  .post(
    '/account/phone/otp/send',
    describe({ operationId: 'sendPhoneCode', summary: 'Text a code to the phone number to verify', tags, response: otpSentSchema, rateLimited: true }),
    requireSession,
    input('json', phoneVerificationSendSchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      const { userId } = c.get('session');
      return c.json(await sendPhoneCode(database.db, { clock, secret }, userId, c.req.valid('json').phoneNumber, c.get('lang'), clientAddress(c)));
    },
  )
  .post(
    '/account/phone/otp/check',
    describe({ operationId: 'checkPhoneCode', summary: 'Check the code; a right one saves the phone number', tags, response: otpCheckResultSchema }),
    requireSession,
    input('json', otpCheckSchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      return c.json(await checkPhoneCode(database.db, { clock, secret }, c.get('session').userId, c.req.valid('json').otp));
    },
  );
