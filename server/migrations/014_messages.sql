-- Messages and sub-accounts (spec 3 §2.7, §2.11, §3, §7; issue 5).

-- ── Sub-accounts: removal keeps the row ─────────────────────────────────────────────────────
-- Orders name the member who placed them (012, ON DELETE CASCADE), so deleting a removed
-- sub-account would delete the account's order history with it. A removed sub-account is
-- therefore marked (and disabled) instead, and its name becomes free again: the name must be
-- unique among live members only.
ALTER TABLE members ADD COLUMN removed_at timestamptz;
ALTER TABLE members ADD CONSTRAINT members_removed_disabled CHECK (removed_at IS NULL OR status = 0);
ALTER TABLE members DROP CONSTRAINT members_name_key;
CREATE UNIQUE INDEX members_live_name_idx ON members (name) WHERE removed_at IS NULL;

-- ── Reminders: content is {text, links: [{title, url}]} (spec 3 §3 'Reminder message') ──────
-- The welcome reminders written by registration before this change carried
-- {kind, levelId, days}; they get the readable shape registration writes from now on.
UPDATE reminders
SET content = jsonb_build_object(
  'text', '您已获得' || COALESCE(content ->> 'days', '7') ||
    '天企业VIP体验，可使用商标查询、监测、档案与数据导出等企业VIP功能。到期后可在会员中心续费或升级。',
  'links', jsonb_build_array(
    jsonb_build_object('title', '查看VIP权益', 'url', '/vip'),
    jsonb_build_object('title', '个人中心', 'url', '/personalInfo')
  )
)
WHERE content ->> 'kind' = 'welcome';

-- Anything else without text shows its title as text, with no links.
UPDATE reminders
SET content = jsonb_build_object('text', title, 'links', '[]'::jsonb)
WHERE NOT (content ? 'text');

-- The message list pages a member's reminders newest first, per read state.
CREATE INDEX reminders_member_created_idx ON reminders (member_id, created_at DESC, id DESC);

-- ── System announcements (spec 3 §7 userAnnouncement) ───────────────────────────────────────
-- One list for every member; an announcement shows once its publish_time has come.
CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content text NOT NULL,
  publish_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_publish_idx ON announcements (publish_time DESC, id DESC);

-- Read flags are per member: a sub-account reads for itself, not for its main account.
CREATE TABLE announcement_reads (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

INSERT INTO announcements (title, content, publish_time) VALUES
  (
    '平台上线公告',
    '商标信息查询平台正式上线。平台提供商标近似查询、图形检索、商标公告、商标监测、商标档案与数据下载等服务，注册即可获得7天企业VIP体验。使用中如有问题，请致电客服热线400-800-6315，工作时间为周一至周五 9:00-18:00。',
    '2025-06-18 10:00:00+08'
  ),
  (
    '2026年商标公告发布时间说明',
    '根据商标局公告安排，2026年《商标公告》每月发布4期，分别于每月6日、13日、20日、27日发布（遇法定节假日顺延）。本平台在公告发布后的两个工作日内完成数据更新，初步审定公告、注册公告、转让公告及续展公告均可在“商标公告”栏目中查询。',
    '2025-12-26 09:00:00+08'
  ),
  (
    '系统升级维护通知',
    '为提升查询速度与数据准确性，平台将于2026年3月14日（周六）00:00至06:00进行系统升级维护。维护期间查询、监测与支付功能暂停使用，已购买的会员时长与账户余额不受影响。给您带来的不便，敬请谅解。',
    '2026-03-10 18:00:00+08'
  );
