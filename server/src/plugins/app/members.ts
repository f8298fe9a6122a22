import fp from 'fastify-plugin';
import {
  MEMBER_LEVELS,
  TRIAL_DAYS,
  TRIAL_LEVEL_ID,
  accountMessages,
  authMessages,
  type UpdatePersonalBody,
} from 'shared-api/contract';
import { isUniqueViolation } from '../../db/types';
import { conflict } from '../../http/api-error';
import { insertReminder, type ReminderContent } from './reminders';

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
  /** the registration trial, not a bought level */
  trial: boolean;
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
  updatePersonal(id: number, fields: UpdatePersonalBody): Promise<void>;
  /**
   * New mobile and password in one step; a name that was the old mobile follows the new one.
   * A mobile taken meanwhile (a race with a registration) is refused with mobileTaken.
   */
  rebindMobile(id: number, mobile: string, passwordHash: string): Promise<void>;
  /**
   * Highest-ranked active membership of the member's account (a sub-account has its main
   * account's level), else level 1 with no dates.
   */
  currentLevel(id: number): Promise<LevelInfo>;
}

export const MEMBER_ACTIVE = 1;

const SELECT_MEMBER = `SELECT id, name, mobile, password_hash AS "passwordHash",
  company_name AS "companyName", address, main_member_id AS "mainMemberId", status,
  created_at AS "createdAt" FROM members`;

const trialDescription = MEMBER_LEVELS.find((l) => l.id === TRIAL_LEVEL_ID)!.description;
export const WELCOME_TITLE = `欢迎注册，已为您开通${TRIAL_DAYS}天${trialDescription}体验`;
/** Same words as migration 014 gives the welcome reminders written before it. */
export const WELCOME_CONTENT: ReminderContent = {
  text: `您已获得${TRIAL_DAYS}天${trialDescription}体验，可使用商标查询、监测、档案与数据导出等${trialDescription}功能。到期后可在会员中心续费或升级。`,
  links: [
    { title: '查看VIP权益', url: '/vip' },
    { title: '个人中心', url: '/personalInfo' },
  ],
};

export const membersPlugin = fp(
  async (app) => {
    const one = async (where: string, params: unknown[]) =>
      (await app.db.query<Member>(`${SELECT_MEMBER} ${where}`, params)).rows[0] ?? null;

    const repo: MembersRepo = {
      findById: (id) => one('WHERE id = $1', [id]),
      findByMobile: (mobile) => one('WHERE mobile = $1', [mobile]),
      // A removed sub-account keeps its row (orders name it) but no longer owns its name.
      findByNameOrMobile: (value) =>
        one(
          `WHERE (mobile = $1 OR name = $1) AND removed_at IS NULL
           ORDER BY (mobile = $1) DESC LIMIT 1`,
          [value],
        ),
      async isTaken(value) {
        const res = await app.db.query(
          'SELECT 1 FROM members WHERE (name = $1 OR mobile = $1) AND removed_at IS NULL LIMIT 1',
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
              `INSERT INTO memberships (member_id, level_id, start_time, end_time, trial)
               VALUES ($1, $2, $3, $4, true)`,
              [member.id, TRIAL_LEVEL_ID, now, trialEnd],
            );
            await insertReminder(tx, member.id, WELCOME_TITLE, WELCOME_CONTENT, now);
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
      async updatePersonal(id, { companyName, address }) {
        await app.db.query('UPDATE members SET company_name = $2, address = $3 WHERE id = $1', [
          id,
          companyName,
          address,
        ]);
      },
      async rebindMobile(id, mobile, passwordHash) {
        try {
          // One statement is one transaction: mobile, name and password change together.
          await app.db.query(
            `UPDATE members SET mobile = $2, password_hash = $3,
               name = CASE WHEN name = mobile THEN $2 ELSE name END
             WHERE id = $1`,
            [id, mobile, passwordHash],
          );
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(accountMessages.mobileTaken);
          throw err;
        }
      },
      async currentLevel(id) {
        const now = app.now();
        // Memberships belong to the main account; its sub-accounts share its level.
        const res = await app.db.query<LevelInfo>(
          `WITH account AS (SELECT COALESCE(main_member_id, id) AS id FROM members WHERE id = $1)
           SELECT l.id, l.description, ms.start_time AS "startTime", ms.trial,
             -- a renewal starts where the level ends: the level lasts to the chain's end
             (SELECT max(later.end_time) FROM memberships later
              WHERE later.member_id = ms.member_id AND later.level_id = ms.level_id
                AND later.trial = ms.trial AND later.end_time > $2) AS "endTime"
           FROM memberships ms JOIN member_levels l ON l.id = ms.level_id
           WHERE ms.member_id = (SELECT id FROM account)
             AND ms.start_time <= $2 AND ms.end_time > $2
           ORDER BY l.rank DESC, ms.trial ASC, ms.end_time DESC LIMIT 1`,
          [id, now],
        );
        return (
          res.rows[0] ?? {
            id: 1,
            description: MEMBER_LEVELS[0].description,
            startTime: null,
            endTime: null,
            trial: false,
          }
        );
      },
    };
    app.decorate('members', repo);
  },
  { name: 'members', dependencies: ['db', 'reminders'] },
);
