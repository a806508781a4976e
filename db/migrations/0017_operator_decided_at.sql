-- When the operator decided a lead (`leads --spam <id>` / `--not-spam <id>`), so the listing can say
-- "marked spam by the operator on …" rather than show the filter's old score as if it still held.
-- Null for the filter's own verdicts (screened_at says when) and for decisions made before this
-- column existed (the listing then says "by the operator" without a time).
alter table private.lead_screenings add column decided_at timestamptz;
