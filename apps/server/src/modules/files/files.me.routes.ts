import { Hono } from 'hono';
import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import type { AppEnv } from '../../lib/app-env.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadContentImage } from './content-images.service.ts';

/** Who may call: agents and admins (the /api/me guard): images for their own blog posts. */
export const myUploadRoutes = new Hono<AppEnv>().post('/blog-images', async (c) => {
  const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
  return c.json(await uploadContentImage(c.var, c.var.actor, { bucket: 'blog-images', agentId: c.var.actor?.agentId ?? null, upload }), 201);
});
