-- What the money calls of issue 5 need beyond 012: paid memberships, consumed trades,
-- expiry reminders sent once, and stored-value cards.
--
-- A membership bought by an order points at it (a registration trial does not): the VIP
-- pricing credits and renews only paid levels. UNIQUE: an order grants at most once.
ALTER TABLE memberships ADD COLUMN order_id integer UNIQUE REFERENCES orders (id) ON DELETE SET NULL;
-- Set when the 'about to expire' reminder went out, so the hourly scan sends it once.
ALTER TABLE memberships ADD COLUMN expiry_reminded_at timestamptz;
CREATE INDEX memberships_paid_end_idx ON memberships (end_time)
  WHERE order_id IS NOT NULL AND expiry_reminded_at IS NULL;

-- A paid trade (download, monitoring …) is delivered once: the feature that asked for the
-- payment consumes the order when it repeats the call.
ALTER TABLE orders ADD COLUMN consumed_at timestamptz;
CREATE INDEX orders_unconsumed_idx ON orders (main_member_id, product_category)
  WHERE status = 'paid' AND consumed_at IS NULL;

-- Stored-value cards (spec 3 §1 'top up with a stored-value card'): issued by an admin call,
-- redeemed once into a wallet. The password is kept only as a scrypt hash.
CREATE TABLE stored_value_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  card_no text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- who redeemed it and the paid top-up order it became; used_at set means used
  used_by integer REFERENCES members (id) ON DELETE SET NULL,
  used_at timestamptz,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL
);
