import { Hono } from 'hono';
import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { consoleUploadBucketParam } from '@maple/shared/schemas/files';
import type { AppEnv } from '../../lib/app-env.ts';
import { pathParams } from '../../lib/path-param.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadContentImage } from './content-images.service.ts';

/** Who may call: super_admin (mounted at /api/admin/uploads). */
export const adminUploadRoutes = new Hono<AppEnv>().post('/:bucket', async (c) => {
  const { bucket } = pathParams(consoleUploadBucketParam, c.req.param());
  const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
  return c.json(await uploadContentImage(c.var, c.var.actor, { bucket, upload }), 201);
});
