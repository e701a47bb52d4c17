import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { uploadedImage } from '@maple/shared/schemas/files';
import { route, routes } from '../../lib/route.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadContentImage } from './content-images.service.ts';

/** The dashboard's content images: for the own blog posts. */
export const myUploadRoutes = routes(
  route(
    {
      method: 'post',
      path: '/blog-images',
      audience: 'dashboard',
      permission: 'blogPost:create',
      summary: 'Upload an image for one of the own blog posts',
      description: 'The image belongs to the own agent record (404 without one).',
      upload: { description: 'The image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB) in the field `file`; it is stored re-encoded as WebP.' },
      responses: { 201: { description: 'The stored image and its narrower widths', schema: uploadedImage } },
      errors: [404, 413, 415],
    },
    async (c) => {
      const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
      return c.json(await uploadContentImage(c.var, c.var.actor, { bucket: 'blog-images', agentId: c.var.actor?.agentId ?? null, upload }), 201);
    },
  ),
);
