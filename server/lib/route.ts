// Route definitions: one object per path and method, carrying its zod schemas, who may call it and
// its handler. registerRoutes() turns them into Fastify routes that authenticate → authorize →
// validate (first refusing strings no route can store, then the route's schemas) → run the handler
// (in a transaction, with Idempotency-Key support when mutating; for handleMany routes, in one
// transaction with the calls that arrive together) → present. Every registered definition is kept
// in app.routeTable so tests can walk all routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppName } from '../../contract/apps';
import type { Database } from '../db/database';
import { authenticate, type AuthContext } from './authenticate';
import { createBatcher, type Batcher } from './batcher';
import { ForbiddenError, ValidationError } from './errors';
import { runIdempotent, runIdempotentBatch, type IdempotentCall, type IdempotentOutcome } from './idempotency';
import { Reply } from './reply';
import { addFieldError, newFieldErrors, unstorableInput, zodToFieldErrors } from './validation';
import type { AppDeps } from './deps';

export type { AuthContext } from './authenticate';

/** OPTIONS routes describe a resource (the spec's OPTIONS list-create/); they run as reads. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteContext<P, Q, B, A extends AuthContext | null> {
  /** The transaction of this request for mutating routes; the pool for reads. */
  db: Database;
  auth: A;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

export { Reply, created, noContent } from './reply';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

interface RouteBase<Public extends boolean, PS, QS, BS> {
  method: HttpMethod;
  /** Fastify path with `:param`s, e.g. `/account/api/menu-link/:id/`. */
  url: string;
  /** true: no token needed (sign-in, sign-up, refresh, password reset). */
  public?: Public;
  /** Role rule checked after authentication; false answers 403. */
  allow?: (auth: AuthContext) => boolean;
  /** The company app this route belongs to; inactive app answers 403. */
  app?: AppName;
  params?: PS;
  query?: QS;
  body?: BS;
  /** Bytes accepted before parsing; larger bodies answer 413. Defaults to the app's limit. */
  bodyLimit?: number;
  /**
   * false: the handler gets the pool and manages its own transactions. For handlers whose effects
   * must stay even when they answer an error (rate-limit counts, revoking a reused token family).
   */
  transaction?: boolean;
  /**
   * true: the body is not parsed nor limited; the handler reads request.raw as a stream (uploads of
   * any size) and no transaction is opened. An answer sent before the body was read closes the
   * connection, so a refused upload is not received anyway.
   */
  rawBody?: boolean;
}

type ContextOf<PS, QS, BS, Public extends boolean> = RouteContext<
  Infer<PS>,
  Infer<QS>,
  Infer<BS>,
  Public extends true ? null : AuthContext
>;

/** How a route runs its calls: one at a time, or (writes only) many together. */
type Handlers<Ctx> =
  | {
      /** Runs one call (for mutating routes, in a transaction of its own). */
      handler: (ctx: Ctx) => Promise<unknown>;
      handleMany?: never;
    }
  | {
      handler?: never;
      /**
       * Group commit, for the hottest writes (a clock-in): calls that arrive while earlier ones are
       * being written run together in one transaction (`db` in each context), their
       * Idempotency-Keys recorded with their answers by one statement (runIdempotentBatch). Answers
       * one result per call, in order, or an Error for a call it refused having changed nothing.
       */
      handleMany: (db: Database, calls: readonly Ctx[]) => Promise<ReadonlyArray<unknown>>;
    };

export type RouteDef<
  PS extends Schema | undefined = Schema | undefined,
  QS extends Schema | undefined = Schema | undefined,
  BS extends Schema | undefined = Schema | undefined,
  Public extends boolean = boolean,
> = RouteBase<Public, PS, QS, BS> & Handlers<ContextOf<PS, QS, BS, Public>>;

/** Identity function that keeps the schemas' inferred types flowing into the handler. */
export function route<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  Public extends boolean = false,
>(def: RouteDef<PS, QS, BS, Public>): RouteDef {
  return def as unknown as RouteDef;
}

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function parseWith<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const input = value ?? {};
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(zodToFieldErrors(result.error, input));
  return result.data as Infer<S>;
}

/** 400 for strings no route can store (NUL, lone surrogates) anywhere in the request's input. */
function refuseUnstorableInput(request: FastifyRequest, readsBody: boolean): void {
  const fields = newFieldErrors();
  for (const found of [
    unstorableInput(request.params),
    unstorableInput(request.query),
    readsBody ? unstorableInput(request.body) : null,
  ]) {
    for (const [field, messages] of Object.entries(found ?? {})) {
      for (const message of messages) addFieldError(fields, field, message);
    }
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

function send(reply: FastifyReply, result: unknown): FastifyReply {
  if (result instanceof Reply) {
    reply.code(result.status);
    return result.status === 204 ? reply.send() : reply.send(result.body);
  }
  return reply.send(result ?? null);
}

/** Registers a raw-body route in a scope of its own, where every body is left unread for the handler. */
function registerRawBody(app: FastifyInstance, add: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    });
    scope.addHook('onResponse', async (request) => {
      if (!request.raw.complete) request.raw.destroy();
    });
    add(scope);
  });
}

interface GroupedCall extends IdempotentCall {
  ctx: Omit<RouteContext<unknown, unknown, unknown, AuthContext>, 'db'>;
}

/** Calls in one batch at most: bounds one transaction's statements and the answer's wait. */
const GROUP_MAX_CALLS = 64;

/** The group commit of a handleMany route: calls that arrive together share one transaction. */
function groupWriter(
  db: Database,
  handleMany: (db: Database, calls: readonly never[]) => Promise<ReadonlyArray<unknown>>,
): Batcher<GroupedCall, IdempotentOutcome> {
  return createBatcher(
    (calls) =>
      runIdempotentBatch(db, calls, (trx, claimed) =>
        handleMany(
          trx,
          claimed.map((c) => ({ ...c.ctx, db: trx }) as never),
        ),
      ),
    GROUP_MAX_CALLS,
  );
}

export function registerRoutes(app: FastifyInstance, routes: RouteDef[]): void {
  for (const def of routes) {
    app.routeTable.push(def);
    const mutating = MUTATING.has(def.method);
    let groupCommit: Batcher<GroupedCall, IdempotentOutcome> | undefined;
    const add = (target: FastifyInstance) =>
      target.route({
        method: def.method,
        url: def.url,
        bodyLimit: def.bodyLimit,
        config: { rawBody: def.rawBody === true },
        handler: async (request, reply) => {
          const { deps } = app;
          const auth = def.public ? null : await authenticate(request, deps, deps.db, def.app);
          if (auth && def.allow && !def.allow(auth)) throw new ForbiddenError();
          refuseUnstorableInput(request, !def.rawBody);
          const params = parseWith(def.params, request.params);
          const query = parseWith(def.query, request.query);
          const body = def.rawBody ? undefined : parseWith(def.body, request.body);
          const ctx = { auth, params, query, body, request, reply, deps };
          const key = request.headers['idempotency-key'];
          const idempotencyKey = auth && typeof key === 'string' && key.length > 0 ? key : null;

          if (def.handleMany) {
            if (!auth) throw new ForbiddenError();
            const outcome = await (groupCommit ??= groupWriter(deps.db, def.handleMany)).submit({
              companyId: auth.companyId,
              userId: auth.userId,
              key: idempotencyKey,
              fingerprint: { method: def.method, url: request.url, body: request.body },
              ctx: { ...ctx, auth },
            });
            if (outcome.replayed) reply.header('idempotent-replayed', 'true');
            return send(reply, new Reply(outcome.status, outcome.body));
          }
          const run = (db: Database) => def.handler({ db, ...ctx } as never);
          if (!mutating || def.transaction === false || def.rawBody) return send(reply, await run(deps.db));
          if (auth && idempotencyKey) {
            const outcome = await runIdempotent(deps.db, {
              companyId: auth.companyId,
              userId: auth.userId,
              key: idempotencyKey,
              fingerprint: { method: def.method, url: request.url, body: request.body },
              run,
            });
            if (outcome.replayed) reply.header('idempotent-replayed', 'true');
            return send(reply, new Reply(outcome.status, outcome.body));
          }
          return send(reply, await deps.db.transaction().execute(run));
        },
      });
    if (def.rawBody) registerRawBody(app, add);
    else add(app);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteDef[];
    deps: AppDeps;
  }
}
