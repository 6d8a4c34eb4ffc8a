/**
 * UserRepository on the single table: the user item, its e-mail/Google claims and the admin counter.
 * The whole-list read (GET /users) is served from a version-validated cache (list-cache.ts): every
 * write that changes a listed field (id, email, role, blocked, createdAt) or the set of users gives
 * `LIST#USERS` a new version in the same transaction.
 */
import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NewUser, UserPage, UserRepository, UserSummary } from '@recurso/core/identity';
import { ConflictError, NotFoundError, ValidationError } from '@recurso/core/errors';
import { type Clock, systemClock } from '@recurso/core/ports';
import type { Role, User } from '@recurso/core/user';
import { failedConditions, isConditionalFailure } from './errors';
import { K, keys } from './keys';
import { consistentGet } from './consistent-get';
import { ListCache, type ListCacheOptions, listVersionBump } from './list-cache';
import { transactWrite } from './transact';

const ADMINS = keys.counter('ADMINS');
const USERS_LIST = keys.usersListVersion;
export const LAST_ADMIN_MESSAGE = 'Não é possível remover, rebaixar ou bloquear o último ADMIN.';
const CHANGED_MESSAGE = 'O usuário foi alterado por outra pessoa ao mesmo tempo. Tente novamente.';

type UserItem = User & { pk: string; sk: string; resetTokenHash?: string };

const toUser = (item: Record<string, unknown>): User => {
  const i = item as unknown as UserItem;
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    blocked: i.blocked === true,
    ...(i.passwordHash ? { passwordHash: i.passwordHash } : {}),
    ...(i.googleSub ? { googleSub: i.googleSub } : {}),
    tokenVersion: i.tokenVersion ?? 0,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
};

const encodeCursor = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key[K.gsi1.partitionKey] !== keys.usersIndexPk) throw new Error('foreign cursor');
    return key;
  } catch {
    throw new ValidationError('Cursor de paginação inválido.');
  }
}

export class DynamoUserRepository implements UserRepository {
  private readonly clock: Clock;
  private readonly lists: ListCache<UserPage>;

  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    options: ListCacheOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.lists = new ListCache(db, tableName, (page) => page.users.length, options);
  }

  /** Lists held by this instance's cache (tests check the bound). */
  get cachedLists(): number {
    return this.lists.size;
  }

  async create(u: NewUser): Promise<User> {
    const user: User = {
      id: u.id,
      email: u.email.toLowerCase(),
      role: u.role,
      blocked: false,
      ...(u.passwordHash ? { passwordHash: u.passwordHash } : {}),
      ...(u.googleSub ? { googleSub: u.googleSub } : {}),
      tokenVersion: 0,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    };
    const notExists = `attribute_not_exists(${K.pk})`;
    const items = [
      {
        Put: {
          TableName: this.tableName,
          Item: {
            ...keys.user(user.id),
            [K.gsi1.partitionKey]: keys.usersIndexPk,
            [K.gsi1.sortKey]: user.email,
            type: 'USER',
            ...user,
          },
          ConditionExpression: notExists,
        },
      },
      {
        Put: {
          TableName: this.tableName,
          Item: { ...keys.email(user.email), type: 'EMAIL', userId: user.id },
          ConditionExpression: notExists,
        },
      },
      ...(user.googleSub
        ? [
            {
              Put: {
                TableName: this.tableName,
                Item: { ...keys.googleSub(user.googleSub), type: 'GOOGLE', userId: user.id },
                ConditionExpression: notExists,
              },
            },
          ]
        : []),
      ...(user.role === 'ADMIN' ? [this.adminCounter(+1)] : []),
      this.listChanged(),
    ];
    try {
      await transactWrite(this.db, { TransactItems: items });
    } catch (err) {
      if (isConditionalFailure(err)) throw new ConflictError('Este email já está em uso');
      throw err;
    }
    return user;
  }

  async findById(id: string): Promise<User | undefined> {
    const item = await consistentGet(this.db, this.tableName, keys.user(id));
    return item ? toUser(item) : undefined;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return this.followClaim(keys.email(email));
  }

  async findByGoogleSub(sub: string): Promise<User | undefined> {
    return this.followClaim(keys.googleSub(sub));
  }

  /** A first page (no cursor) comes from the cache while `LIST#USERS` keeps its version. */
  async list(options: { limit?: number; cursor?: string }): Promise<UserPage> {
    if (options.cursor) return this.query(options);
    return this.lists.read(USERS_LIST, `limit:${options.limit ?? 'none'}`, () => this.query(options));
  }

  private async query(options: { limit?: number; cursor?: string }): Promise<UserPage> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: K.gsi1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': K.gsi1.partitionKey, '#id': 'id', '#role': 'role' },
        ExpressionAttributeValues: { ':pk': keys.usersIndexPk },
        // Only the listed fields: hashes never leave the table for a list, and less to read.
        ProjectionExpression: '#id, email, #role, blocked, createdAt',
        ...(options.limit ? { Limit: options.limit } : {}),
        ExclusiveStartKey: decodeCursor(options.cursor),
      }),
    );
    // Frozen: a cached page is shared by every later caller.
    const users = Object.freeze(
      (out.Items ?? []).map(
        (i): UserSummary =>
          Object.freeze({
            id: i.id as string,
            email: i.email as string,
            role: i.role as Role,
            blocked: i.blocked === true,
            createdAt: i.createdAt as string,
          }),
      ),
    ) as UserSummary[];
    const nextCursor = encodeCursor(out.LastEvaluatedKey);
    return nextCursor ? { users, nextCursor } : { users };
  }

  async setRole(id: string, role: Role, now: string): Promise<User> {
    const current = await this.mustFind(id);
    if (current.role === role) return current;
    const counter =
      current.role === 'ADMIN' ? [this.adminCounter(-1)] : role === 'ADMIN' ? [this.adminCounter(+1)] : [];
    try {
      await transactWrite(this.db, {
        TransactItems: [
          {
            Update: {
              TableName: this.tableName,
              Key: keys.user(id),
              UpdateExpression: 'SET #role = :role, updatedAt = :now',
              ConditionExpression: `attribute_exists(${K.pk}) AND #role = :old`,
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':role': role, ':old': current.role, ':now': now },
            },
          },
          ...counter,
          this.listChanged(),
        ],
      });
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      if (failedConditions(err).includes(1)) throw new ConflictError(LAST_ADMIN_MESSAGE);
      throw new ConflictError(CHANGED_MESSAGE);
    }
    return { ...current, role, updatedAt: now };
  }

  async setBlocked(id: string, blocked: boolean, now: string): Promise<User> {
    try {
      await transactWrite(this.db, {
        TransactItems: [
          {
            Update: {
              TableName: this.tableName,
              Key: keys.user(id),
              UpdateExpression: 'SET blocked = :b, updatedAt = :now',
              ConditionExpression: `attribute_exists(${K.pk})`,
              ExpressionAttributeValues: { ':b': blocked, ':now': now },
            },
          },
          this.listChanged(),
        ],
      });
    } catch (err) {
      if (isConditionalFailure(err)) throw new NotFoundError('Usuário não encontrado.');
      throw err;
    }
    // A transaction returns no item: read it back (consistent), as the single update's ALL_NEW did.
    return this.mustFind(id);
  }

  async delete(id: string): Promise<void> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.user(id), ConsistentRead: true }),
    );
    if (!out.Item) throw new NotFoundError('Usuário não encontrado.');
    const user = out.Item as UserItem;
    const del = (Key: Record<string, string>) => ({ Delete: { TableName: this.tableName, Key } });
    const items = [
      {
        Delete: {
          TableName: this.tableName,
          Key: keys.user(id),
          ConditionExpression: `attribute_exists(${K.pk}) AND #role = :role`,
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': user.role },
        },
      },
      ...(user.role === 'ADMIN' ? [this.adminCounter(-1)] : []),
      del(keys.email(user.email)),
      ...(user.googleSub ? [del(keys.googleSub(user.googleSub))] : []),
      ...(user.resetTokenHash ? [del(keys.resetToken(user.resetTokenHash))] : []),
      // the user's appeals-list version goes with the account (its key names the id; never reused)
      del(keys.appealsListVersion(id)),
      this.listChanged(),
    ];
    try {
      await transactWrite(this.db, { TransactItems: items });
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      if (user.role === 'ADMIN' && failedConditions(err).includes(1))
        throw new ConflictError(LAST_ADMIN_MESSAGE);
      throw new ConflictError(CHANGED_MESSAGE);
    }
  }

  /** The users list's new version, in the transaction of the change. */
  private listChanged() {
    return listVersionBump(this.tableName, USERS_LIST, this.clock.now());
  }

  /** +1 when an ADMIN appears; −1 only while another ADMIN remains (the last one stays). */
  private adminCounter(delta: 1 | -1) {
    return {
      Update: {
        TableName: this.tableName,
        Key: ADMINS,
        UpdateExpression: 'ADD admins :d',
        ...(delta < 0
          ? { ConditionExpression: 'admins > :one', ExpressionAttributeValues: { ':d': -1, ':one': 1 } }
          : { ExpressionAttributeValues: { ':d': 1 } }),
      },
    };
  }

  private async mustFind(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError('Usuário não encontrado.');
    return user;
  }

  private async followClaim(key: { pk: string; sk: string }): Promise<User | undefined> {
    const claim = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: true }),
    );
    const userId = claim.Item?.userId as string | undefined;
    return userId ? this.findById(userId) : undefined;
  }
}
