import fp from 'fastify-plugin';
import { MEMBER_LEVELS, TRIAL_DAYS, TRIAL_LEVEL_ID, authMessages } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/types';
import { conflict } from '../../http/api-error';
import { insertReminder } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    members: MembersRepo;
  }
}

export interface Member {
  id: number;
  name: string;
  mobile: string | null;
  passwordHash: string | null;
  companyName: string | null;
  address: string | null;
  mainMemberId: number | null;
  status: number;
  createdAt: Date;
}

export interface LevelInfo {
  id: number;
  description: string;
  startTime: Date | null;
  endTime: Date | null;
}

export interface MembersRepo {
  findById(id: number): Promise<Member | null>;
  findByMobile(mobile: string): Promise<Member | null>;
  /** Mobile first: a name that happens to equal another member's mobile must not win. */
  findByNameOrMobile(value: string): Promise<Member | null>;
  isTaken(value: string): Promise<boolean>;
  /** New main account named after its mobile, with the trial membership and a welcome. */
  registerWithTrial(mobile: string): Promise<Member>;
  setPassword(id: number, passwordHash: string): Promise<void>;
  /** Highest-ranked active membership, else level 1 with no dates. */
  currentLevel(id: number): Promise<LevelInfo>;
}

export const MEMBER_ACTIVE = 1;

const SELECT_MEMBER = `SELECT id, name, mobile, password_hash AS "passwordHash",
  company_name AS "companyName", address, main_member_id AS "mainMemberId", status,
  created_at AS "createdAt" FROM members`;

const trialDescription = MEMBER_LEVELS.find((l) => l.id === TRIAL_LEVEL_ID)!.description;
export const WELCOME_TITLE = `欢迎注册，已为您开通${TRIAL_DAYS}天${trialDescription}体验`;

export const membersPlugin = fp(
  async (app) => {
    const one = async (where: string, params: unknown[]) =>
      (await app.db.query<Member>(`${SELECT_MEMBER} ${where}`, params)).rows[0] ?? null;

    const repo: MembersRepo = {
      findById: (id) => one('WHERE id = $1', [id]),
      findByMobile: (mobile) => one('WHERE mobile = $1', [mobile]),
      findByNameOrMobile: (value) =>
        one('WHERE mobile = $1 OR name = $1 ORDER BY (mobile = $1) DESC LIMIT 1', [value]),
      async isTaken(value) {
        const res = await app.db.query(
          'SELECT 1 FROM members WHERE name = $1 OR mobile = $1 LIMIT 1',
          [value],
        );
        return res.rows.length > 0;
      },
      async registerWithTrial(mobile) {
        const now = app.now();
        const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
        try {
          return await app.db.transaction(async (tx) => {
            const inserted = await tx.query<Member>(
              `INSERT INTO members (name, mobile, created_at) VALUES ($1, $1, $2)
               RETURNING id, name, mobile, password_hash AS "passwordHash", company_name AS "companyName",
                 address, main_member_id AS "mainMemberId", status, created_at AS "createdAt"`,
              [mobile, now],
            );
            const member = inserted.rows[0]!;
            await tx.query(
              'INSERT INTO memberships (member_id, level_id, start_time, end_time) VALUES ($1, $2, $3, $4)',
              [member.id, TRIAL_LEVEL_ID, now, trialEnd],
            );
            await insertReminder(
              tx,
              member.id,
              WELCOME_TITLE,
              { kind: 'welcome', levelId: TRIAL_LEVEL_ID, days: TRIAL_DAYS },
              now,
            );
            return member;
          });
        } catch (err) {
          // Two registrations racing for one phone: the loser gets the same answer as a re-try.
          if (isUniqueViolation(err)) throw conflict(authMessages.phoneRegistered);
          throw err;
        }
      },
      async setPassword(id, passwordHash) {
        await app.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
          id,
          passwordHash,
        ]);
      },
      async currentLevel(id) {
        const now = app.now();
        const res = await app.db.query<LevelInfo>(
          `SELECT l.id, l.description, ms.start_time AS "startTime", ms.end_time AS "endTime"
           FROM memberships ms JOIN member_levels l ON l.id = ms.level_id
           WHERE ms.member_id = $1 AND ms.start_time <= $2 AND ms.end_time > $2
           ORDER BY l.rank DESC, ms.end_time DESC LIMIT 1`,
          [id, now],
        );
        return (
          res.rows[0] ?? {
            id: 1,
            description: MEMBER_LEVELS[0].description,
            startTime: null,
            endTime: null,
          }
        );
      },
    };
    app.decorate('members', repo);
  },
  { name: 'members', dependencies: ['db', 'reminders'] },
);
