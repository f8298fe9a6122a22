-- The registration trial is marked, so the member centre can say "体验" and a trial member may
-- still buy the level the trial lends (spec 1 §1: a 7-day trial; issue 5: the badge changes
-- once a level is bought). Rows before this migration: a trial is an enterprise membership
-- no order paid for.
ALTER TABLE memberships ADD COLUMN trial boolean NOT NULL DEFAULT false;
UPDATE memberships SET trial = true WHERE order_id IS NULL AND level_id = 3;
