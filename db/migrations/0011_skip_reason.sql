-- Why a delivery was skipped gets its own column. A receipt to the visitor is skipped, never
-- attempted, when its address is not a public mailbox or is disposable, when that mailbox got one
-- in the last day, past the hourly cap, or when the operator released the lead too late for one.
-- That reason used to share last_error_kind with the kind of a failed attempt; now
-- last_error_kind is only ever an attempt's failure, and skip_reason only ever a skip's reason.
alter table private.lead_deliveries add column skip_reason text;

update private.lead_deliveries
   set skip_reason = last_error_kind, last_error_kind = null
 where status = 'skipped';

-- A reason belongs to a skipped delivery only (nothing moves a delivery out of 'skipped').
alter table private.lead_deliveries
  add constraint lead_deliveries_skip_reason check (status = 'skipped' or skip_reason is null);
