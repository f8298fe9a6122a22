import type { FastifyInstance } from 'fastify';
import { nextPhone } from '../helper';

/** A main account straight in the table: the money tests need its id, not a login. */
export async function newMember(app: FastifyInstance): Promise<number> {
  const phone = nextPhone();
  const { rows } = await app.db.query<{ id: number }>(
    'INSERT INTO members (name, mobile) VALUES ($1, $1) RETURNING id',
    [phone],
  );
  return rows[0]!.id;
}
