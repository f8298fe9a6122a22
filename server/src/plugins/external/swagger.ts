import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { zodSwaggerTransform } from '../../http/zod';

export const DOCS_PREFIX = '/shebiao/docs';

/** OpenAPI document built from the routes' zod schemas; UI at /shebiao/docs, JSON at …/json. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '商标查询门户 API',
          description:
            '所有响应均为 {code, message, data}；错误码见 docs/adr/003-api-envelope-and-codes.md',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: zodSwaggerTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
