import fp from 'fastify-plugin';
import { accountLimits, accountMessages, type Child, type ChildPage } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/types';
import { conflict, notFound } from '../../http/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    children: ChildrenRepo;
  }
}

/**
 * Sub-accounts of a main account (spec 3 §2.7, §6). Every call names the main account, and
 * a sub-account id of another account is answered like a missing one (3002 childNotFound).
 */
export interface ChildrenRepo {
  page(mainId: number, pageNum: number, pageSize: number): Promise<ChildPage>;
  /** Live sub-accounts of the account (what the n/30 counter shows). */
  count(mainId: number): Promise<number>;
  /** At most accountLimits.maxSubAccounts, even for adds racing each other. */
  add(mainId: number, name: string, passwordHash: string): Promise<Child>;
  rename(mainId: number, id: number, name: string): Promise<void>;
  setPassword(mainId: number, id: number, passwordHash: string): Promise<void>;
  setStatus(mainId: number, id: number, status: 0 | 1): Promise<void>;
  /** Marks it removed and disabled; the row stays because its orders name it. */
  remove(mainId: number, id: number): Promise<void>;
}

const LIVE_CHILD = 'main_member_id = $1 AND removed_at IS NULL';
const CHILD_COLUMNS = 'id, name, status::text AS status';

const childNotFound = () => notFound(accountMessages.childNotFound);
const nameTaken = () => conflict(accountMessages.childNameTaken);

/** Names are unique among live members: a clash (even a racing one) is the name taken. */
async function refusingTakenName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export const childrenPlugin = fp(
  async (app) => {
    /** One UPDATE of a live sub-account of this account, or childNotFound (`set`: code only). */
    async function updateChild(mainId: number, id: number, set: string, values: unknown[]) {
      const res = await app.db.query(
        `UPDATE members SET ${set} WHERE ${LIVE_CHILD} AND id = $2 RETURNING id`,
        [mainId, id, ...values],
      );
      if (res.rows.length === 0) throw childNotFound();
    }

    const repo: ChildrenRepo = {
      async page(mainId, pageNum, pageSize) {
        const total = await repo.count(mainId);
        const rows = await app.db.query<Child>(
          `SELECT ${CHILD_COLUMNS} FROM members WHERE ${LIVE_CHILD}
           ORDER BY id LIMIT $2 OFFSET $3`,
          [mainId, pageSize, (pageNum - 1) * pageSize],
        );
        return { pageNum, pageSize, total, list: rows.rows };
      },
      async count(mainId) {
        const res = await app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM members WHERE ${LIVE_CHILD}`,
          [mainId],
        );
        return res.rows[0]!.n;
      },
      add: (mainId, name, passwordHash) =>
        refusingTakenName(() =>
          app.db.transaction(async (tx) => {
            // Locking the main account's row makes adds of one account take turns, so the
            // count below cannot be passed by a parallel add.
            await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [mainId]);
            const counted = await tx.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM members WHERE ${LIVE_CHILD}`,
              [mainId],
            );
            if (counted.rows[0]!.n >= accountLimits.maxSubAccounts) {
              throw conflict(accountMessages.childCap);
            }
            const taken = await tx.query(
              'SELECT 1 FROM members WHERE (name = $1 OR mobile = $1) AND removed_at IS NULL',
              [name],
            );
            if (taken.rows.length > 0) throw nameTaken();
            const inserted = await tx.query<Child>(
              `INSERT INTO members (name, password_hash, main_member_id, created_at)
               VALUES ($1, $2, $3, $4) RETURNING ${CHILD_COLUMNS}`,
              [name, passwordHash, mainId, app.now()],
            );
            return inserted.rows[0]!;
          }),
        ),
      rename: (mainId, id, name) =>
        refusingTakenName(() => updateChild(mainId, id, 'name = $3', [name])),
      setPassword: (mainId, id, passwordHash) =>
        updateChild(mainId, id, 'password_hash = $3', [passwordHash]),
      setStatus: (mainId, id, status) => updateChild(mainId, id, 'status = $3', [status]),
      remove: (mainId, id) => updateChild(mainId, id, 'status = 0, removed_at = $3', [app.now()]),
    };
    app.decorate('children', repo);
  },
  { name: 'children', dependencies: ['db'] },
);
