// Route definitions: one object per path and method, carrying its zod schemas, who may call it and
// its handler. registerRoutes() turns them into Fastify routes that validate → authenticate →
// authorize → run the handler (in a transaction, with Idempotency-Key support when mutating) →
// present. Every registered definition is kept in app.routeTable so tests can walk all routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ROLE_FLAGS, type AppName, type UserRoles } from '../../contract/apps';
import type { Database } from '../db/database';
import { ForbiddenError, UnauthorizedError, ValidationError } from './errors';
import { runIdempotent } from './idempotency';
import { Reply } from './reply';
import { zodToFieldErrors } from './validation';
import type { AppDeps } from './deps';

/** OPTIONS routes describe a resource (the spec's OPTIONS list-create/); they run as reads. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface AuthContext {
  userId: number;
  companyId: number;
  staffId: number;
  roles: UserRoles;
  userType: string;
  userTypeSlug: string;
}

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

export interface RouteDef<
  PS extends Schema | undefined = Schema | undefined,
  QS extends Schema | undefined = Schema | undefined,
  BS extends Schema | undefined = Schema | undefined,
  Public extends boolean = boolean,
> {
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
  handler: (
    ctx: RouteContext<Infer<PS>, Infer<QS>, Infer<BS>, Public extends true ? null : AuthContext>,
  ) => Promise<unknown>;
}

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
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(zodToFieldErrors(result.error));
  return result.data as Infer<S>;
}

const STAFF_ROLE_COLUMNS = ROLE_FLAGS.map((flag) => `staff.${flag}` as const);

/**
 * The caller of a token, checked against the database: staff and user active, sessions not revoked
 * since the token was issued, and, for a route of an app, the app active for the company — all in
 * one query, since every authenticated request pays for it.
 */
async function authenticate(
  request: FastifyRequest,
  deps: AppDeps,
  db: Database,
  app: AppName | undefined,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new UnauthorizedError();
  const claims = await deps.signer.verify(match[1]!);
  if (!claims) throw new UnauthorizedError('Given token not valid for any token type', 'token_invalid');
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select([...STAFF_ROLE_COLUMNS, 'staff.user_type', 'staff.user_type_slug', 'users.sessions_valid_after'])
    .select((eb) =>
      (app
        ? eb.exists(
            eb
              .selectFrom('company_apps')
              .innerJoin('apps', 'apps.id', 'company_apps.app_id')
              .select('apps.id')
              .whereRef('company_apps.company_id', '=', 'staff.company_id')
              .where('apps.app_name', '=', app),
          )
        : eb.lit(true)
      ).as('app_active'),
    )
    .where('staff.id', '=', claims.staffId)
    .where('staff.company_id', '=', claims.companyId)
    .where('staff.user_id', '=', claims.userId)
    .where('staff.is_active', '=', true)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!staff) throw new UnauthorizedError('User not found or inactive.', 'token_invalid');
  // Compared in whole seconds (a JWT's iat resolution), so the token issued with a password change
  // itself stays valid.
  const validAfter = staff.sessions_valid_after;
  if (validAfter && claims.issuedAt < Math.floor(validAfter.getTime() / 1000)) {
    throw new UnauthorizedError('Token was revoked; please sign in again.', 'token_invalid');
  }
  if (!staff.app_active) throw new ForbiddenError(`The ${app} app is not active for this company.`);
  const roles = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, staff[flag]])) as unknown as UserRoles;
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    staffId: claims.staffId,
    userType: staff.user_type,
    userTypeSlug: staff.user_type_slug,
    roles,
  };
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

export function registerRoutes(app: FastifyInstance, routes: RouteDef[]): void {
  for (const def of routes) {
    app.routeTable.push(def);
    const mutating = MUTATING.has(def.method);
    const add = (target: FastifyInstance) =>
      target.route({
        method: def.method,
        url: def.url,
        bodyLimit: def.bodyLimit,
        handler: async (request, reply) => {
          const { deps } = app;
          const auth = def.public ? null : await authenticate(request, deps, deps.db, def.app);
          if (auth && def.allow && !def.allow(auth)) throw new ForbiddenError();
          const params = parseWith(def.params, request.params);
          const query = parseWith(def.query, request.query);
          const body = def.rawBody ? undefined : parseWith(def.body, request.body);
          const run = (db: Database) => def.handler({ db, auth, params, query, body, request, reply, deps } as never);

          if (!mutating || def.transaction === false || def.rawBody) return send(reply, await run(deps.db));
          const key = request.headers['idempotency-key'];
          if (auth && typeof key === 'string' && key.length > 0) {
            const outcome = await runIdempotent(deps.db, {
              companyId: auth.companyId,
              userId: auth.userId,
              key,
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
