-- Money (spec 3 §3 'Wallet', 'Order'; ARCHITECTURE.md: integer cents, every balance change a
-- ledger row in the same transaction as the order change, an order paid at most once).
--
-- A wallet belongs to a main account; its sub-accounts pay from it (spec 3 §6).
CREATE TABLE wallets (
  main_member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  -- spec 3 §3 'integration' (points); kept, not yet earned by anything
  integration integer NOT NULL DEFAULT 0
);

-- pending → paid | closed | cancelled; only a pending order changes state, once.
CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_sn text NOT NULL UNIQUE,
  -- who placed it, and whose wallet pays (the main account of a sub-account)
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'vip', 'recharge', 'download', 'monitor' …
  product_category text NOT NULL,
  product_name text NOT NULL,
  product_price_cents bigint NOT NULL CHECK (product_price_cents >= 0),
  product_num integer NOT NULL DEFAULT 1 CHECK (product_num > 0),
  pay_amount_cents bigint NOT NULL CHECK (pay_amount_cents >= 0),
  -- 1 online payment (QR), 2 balance only (spec 3 §3 'VIP submit result')
  pay_type smallint NOT NULL CHECK (pay_type IN (1, 2)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'closed', 'cancelled')),
  -- what paying delivers (level and years, record ids …), read by the product's fulfilment
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  -- the payment provider's transaction that paid it, unique so one payment pays one order
  provider text,
  provider_trade_no text,
  UNIQUE (provider, provider_trade_no)
);
CREATE INDEX orders_main_member_idx ON orders (main_member_id, created_at DESC);
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- Every change of a balance, with the balance after it: the ledger sums to the balance.
CREATE TABLE wallet_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_member_id integer NOT NULL REFERENCES wallets (main_member_id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  change_cents bigint NOT NULL CHECK (change_cents <> 0),
  balance_after_cents bigint NOT NULL CHECK (balance_after_cents >= 0),
  -- 'recharge', 'payment', 'refund' …
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- an order moves a balance at most once per reason (a repeated call changes nothing)
  UNIQUE (order_id, reason)
);
CREATE INDEX wallet_ledger_member_idx ON wallet_ledger (main_member_id, id);
