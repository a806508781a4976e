-- wrk script for the refusal flood: the insert supabase-js sends, every time from the same
-- client address (X-Forwarded-For), so past its first few the per-client limit refuses them all.
-- The body comes as the script's first argument (after `--`).
function init(args)
  wrk.method = "POST"
  wrk.body = args[1]
  wrk.headers["x-forwarded-for"] = "198.51.100.66"
end
