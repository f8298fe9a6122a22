-- The last code sent to each phone: one valid code per phone at a time. The row stays after
-- use (consumed_at) because created_at also enforces the 60-second resend gap.
CREATE TABLE sms_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Every accepted send, for the daily caps per phone and per client IP.
CREATE TABLE sms_sends (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  sent_at timestamptz NOT NULL
);

CREATE INDEX sms_sends_phone_idx ON sms_sends (phone, sent_at);
CREATE INDEX sms_sends_ip_idx ON sms_sends (ip, sent_at);

-- Messages "sent" by the sandbox SMS provider; read by the development inbox.
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id);
