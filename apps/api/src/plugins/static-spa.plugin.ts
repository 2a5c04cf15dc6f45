import fastifyStatic from '@fastify/static';
import { errorBody } from '@northstar/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasWebBuild } from '../config/paths.ts';

const NOT_BUILT =
  'The Northstar web app has not been built yet. Run `npm run build` (or `npm start`), then reload.';

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/.well-known/');
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves apps/web/dist when it exists: hashed /assets/* cached for a year, index.html never cached and
 * returned for any browser navigation outside /api (client-side routes). Everything else that matches
 * no route is a JSON 404. The build writes .br and .gz siblings of its text files; they are sent as they
 * are to browsers that accept them (preCompressed), so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, options: { distDir: string }) {
  const built = hasWebBuild(options.distDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const cache = filePath.endsWith('index.html')
          ? 'no-cache'
          : /[\\/]assets[\\/]/.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600';
        reply.header('cache-control', cache);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (navigation && built && acceptsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (navigation && !built && (path === '/' || acceptsHtml(request))) {
      return reply
        .status(path === '/' ? 200 : 404)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${path.slice(0, 200)}.`));
  });
}
