import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { apiErrorSchema, type ApiErrorBody } from '../../contract/errors';
import { loanApplicationRules, uploadedPictureSchema, uploadParamSchema } from '../../contract/loan-application';
import type { AppEnv } from '../http/app-env';
import { describe, jsonContent } from '../http/describe';
import { requireSession } from '../http/require-session';
import { uploadedFile } from '../http/uploaded-file';
import { input } from '../http/validate';
import { pictureFile, uploadPicture } from '../services/lending/document-pictures.service';

const tags = ['Loan applications'];
const picturePath = '/loan-applications/:applicationId/pictures/:owner/:kind';

/** The multipart envelope around a file (boundaries, part headers, a name) is far below this. */
const multipartAllowance = 64 * 1024;
const maxUploadBody = loanApplicationRules.maxUploadBytes + multipartAllowance;
const maxMegabytes = loanApplicationRules.maxUploadBytes / 1024 / 1024;

/**
 * A picture upload: the one API request whose body may be larger than the app's 1 MB limit for
 * JSON. app.ts leaves it to this route's own limit.
 */
export const isPictureUpload = (c: Context) => c.req.method === 'PUT' && /^\/api\/loan-applications\/[^/]+\/pictures\/[^/]+\/[^/]+\/?$/.test(c.req.path);

const fileTooLarge: ApiErrorBody = { type: 'LOAN_APPLICATION', reason: 'FILE_TOO_LARGE', params: { maxMegabytes } };


const refusal = (description: string) => ({ description, content: jsonContent(apiErrorSchema) });

/** What `describe` cannot say of these two operations: a multipart body, and an image as the answer. */
const uploadDoc = describeRoute({
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: `A png or jpeg picture of at most ${maxMegabytes} MB` } }, required: ['file'] },
      },
    },
  },
  responses: {
    403: refusal("The other person's pictures: the main applicant's spouse ('spouse') or the co-applicant's ('coApplicantSpouse') (COMMON.FORBIDDEN)"),
    409: refusal('The application is no longer a draft (LOAN_APPLICATION.ACTION_NOT_ALLOWED)'),
    413: refusal(`The body is over ${maxMegabytes} MB (LOAN_APPLICATION.FILE_TOO_LARGE)`),
    415: refusal('The body is not sent as multipart/form-data'),
  },
});
const pictureDoc = describeRoute({
  responses: {
    403: refusal("The other person's pictures (COMMON.FORBIDDEN)"),
    200: {
      description: 'The picture as it was stored (re-encoded, without metadata)',
      content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});

/**
 * Pictures of the documents of a loan application (spec section 9). Each person on the application
 * uploads (before the submission) and sees only their own spouse's pictures, the other person's are
 * 403; to anyone else the application does not exist (404).
 */
export const loanPictureRoutes = new Hono<AppEnv>()
  .use(picturePath, requireSession)
  .put(
    picturePath,
    describe({ operationId: 'uploadLoanApplicationPicture', summary: 'Upload a picture of a document (png or jpeg up to 3 MB, field `file`); replaces the one of the same kind', tags, response: uploadedPictureSchema }),
    uploadDoc,
    // A larger body is refused from its Content-Length, or as soon as the bytes read pass the limit.
    bodyLimit({ maxSize: maxUploadBody, onError: (c) => c.json(fileTooLarge, 413) }),
    input('param', uploadParamSchema),
    async (c) => {
      const file = await uploadedFile(c);
      if (file instanceof Response) return file;
      const { database, clock, storage } = c.get('deps');
      const picture = await uploadPicture(database.db, { clock, storage, log: c.get('log') }, c.get('session').userId, c.req.valid('param'), file);
      return c.json(picture);
    },
  )
  .get(
    picturePath,
    describe({ operationId: 'loanApplicationPicture', summary: 'The stored picture (private, never cached)', tags }),
    pictureDoc,
    input('param', uploadParamSchema),
    async (c) => {
      const { database, storage } = c.get('deps');
      const ref = c.req.valid('param');
      const picture = await pictureFile(database.db, storage, c.get('log'), c.get('session').userId, ref);
      const extension = picture.contentType === 'image/png' ? 'png' : 'jpg';
      return c.body(new Uint8Array(picture.bytes), 200, {
        'content-type': picture.contentType,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${ref.owner}-${ref.kind}.${extension}"`,
      });
    },
  );
