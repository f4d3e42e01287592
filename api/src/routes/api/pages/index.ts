import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderHead } from '../../../http/head-html';
import { HttpError } from '../../../http/http-errors';
import { PREVIEW_PREFIX, SITE_PREVIEW_PATH, previewImages } from '../../../images/preview-images';
import { loadProductImages } from '../../../images/product-images';
import { sendCached } from '../../../http/send-cached';
import { ErrorSchema } from '../../../schemas/common';
import { describePage, pageStatus } from './describe-page';

const PAGE_HEAD_PREFIX = '/api/pages/head';
const PAGE_STATUS_PREFIX = '/api/pages/status';
/** The shell's page, where nginx serves it (deploy/nginx/harmony.conf). */
const SHELL_PAGE = '/index.html';
// A preview is redrawn only when the drawing code changes: a day is short enough for that.
const PREVIEW_CACHE_CONTROL = 'public, max-age=86400';

/** The page's own path and query: what follows the route's prefix, as the browser sent it. */
const pageUrlOf = (url: string, prefix: string) => url.slice(prefix.length) || '/';

const PagePathSchema = z.object({
  '*': z
    .string()
    .optional()
    .meta({ description: "The page's path and query", examples: ['description/3'] }),
});

/**
 * Each page route twice: `prefix/*` for a path, and `prefix` itself (left out of the docs) for the
 * home page, whose `prefix/` the router reads as `prefix` (ignoreTrailingSlash).
 */
const pageUrls = (prefix: string) => [prefix, `${prefix}/*`];

/**
 * What each page says about itself before any script runs (SPEC §2's routes): the site server and
 * nginx write the head answer into the shell's page, in place of its default title and description.
 */
const pageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const previews = previewImages(await loadProductImages());
  const describe = (url: string, prefix: string) =>
    describePage(fastify.db, fastify.config.siteUrl, pageUrlOf(url, prefix));

  for (const url of pageUrls(PAGE_HEAD_PREFIX)) {
    fastify.get(
      url,
      {
        schema: {
          hide: url === PAGE_HEAD_PREFIX,
          tags: ['pages'],
          summary: "A page's <head> tags: title, description, canonical, Open Graph, Twitter, JSON-LD",
          description:
            'HTML, read from the database on every request. `/api/pages/head/description/3` describes ' +
            '`/description/3`. 404 (with the not-found head) for an unknown product or path.',
          params: PagePathSchema,
        },
      },
      async (request, reply) => {
        const { status, head } = await describe(request.url, PAGE_HEAD_PREFIX);
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderHead(head));
      },
    );
  }

  for (const url of pageUrls(PAGE_STATUS_PREFIX)) {
    fastify.get(
      url,
      {
        schema: {
          hide: url === PAGE_STATUS_PREFIX,
          tags: ['pages'],
          summary: 'Whether a page exists, for nginx before it sends the page',
          description: `204 with \`X-Accel-Redirect: ${SHELL_PAGE}\` (nginx then serves the page); 404 otherwise.`,
          params: PagePathSchema,
          response: { 404: ErrorSchema },
        },
      },
      async (request, reply) => {
        const status = await pageStatus(fastify.db, pageUrlOf(request.url, PAGE_STATUS_PREFIX));
        if (status === 404) throw new HttpError(404, 'Page not found.');
        // No Cache-Control: nginx keeps it through the redirect, and the page sets its own.
        return (reply as FastifyReply).code(204).header('x-accel-redirect', SHELL_PAGE).send();
      },
    );
  }

  fastify.get(
    SITE_PREVIEW_PATH,
    { schema: { tags: ['pages'], summary: "The site's link-preview picture (PNG, 1200x630)" } },
    async (request, reply) =>
      sendCached(request, reply, await previews.site(), {
        contentType: 'image/png',
        cacheControl: PREVIEW_CACHE_CONTROL,
      }),
  );

  fastify.get(
    `${PREVIEW_PREFIX}/products/:file`,
    {
      schema: {
        tags: ['pages'],
        summary: "A product picture's link preview (PNG, 1200x630)",
        params: z.object({ file: z.string().meta({ examples: ['harmony-m1.png'] }) }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const name = /^(.+)\.png$/.exec(request.params.file)?.[1];
      const preview = name === undefined ? null : previews.product(name);
      if (!preview) throw new HttpError(404, 'Image not found.');
      return sendCached(request, reply, await preview, {
        contentType: 'image/png',
        cacheControl: PREVIEW_CACHE_CONTROL,
      });
    },
  );
};

export default pageRoutes;
