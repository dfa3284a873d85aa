// `app.invalidation`: the cluster's invalidation channel (lib/cluster-invalidation). Writers bump a
// topic after their change committed; caches listen. With REDIS_URL every instance hears every
// bump through Redis pub/sub; without it, the process's own channel.
import fp from 'fastify-plugin';
import {
  processInvalidationChannel,
  redisInvalidationChannel,
  type InvalidationChannel,
} from '../lib/cluster-invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    invalidation: InvalidationChannel;
  }
}

export default fp(
  async (app) => {
    const channel = app.redis
      ? await redisInvalidationChannel(app.redis, app.log)
      : processInvalidationChannel();
    app.decorate('invalidation', channel);
    app.addHook('onClose', () => channel.close());
  },
  { name: 'invalidation', dependencies: ['redis'] },
);
