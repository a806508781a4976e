-- wrk script for the insert runs: the request supabase-js sends, each time from a new visitor.
-- The body comes as the script's first argument (after `--`); the other headers from wrk's -H.
-- Every request names a different client address in X-Forwarded-For (198.18.0.0/15, the range set
-- aside for benchmarks), as a crowd behind one proxy would: the rate-limit trigger then checks and
-- records each insert, and never refuses one.
local threads = 0

-- Runs once per thread in the main state: give each thread its own part of the address range.
function setup(thread)
  thread:set("first", threads * 32768)
  threads = threads + 1
end

function init(args)
  wrk.method = "POST"
  wrk.body = args[1]
  sent = first or 0
end

function request()
  sent = sent + 1
  wrk.headers["x-forwarded-for"] = string.format("198.%d.%d.%d", 18 + math.floor(sent / 65536) % 2, math.floor(sent / 256) % 256, sent % 256)
  return wrk.format()
end
