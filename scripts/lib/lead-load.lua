-- wrk's side of the lead load (scripts/lib/lead-load.mjs, wrkLeads): every request a contact form
-- as the site sends it, with its own Idempotency-Key, email and visitor address (X-Forwarded-For,
-- behind the trusted proxy), and every answer looked at: the id of each 201 is written to this
-- thread's file, so the bench can check each one is stored once; anything else to its failures
-- file. Arguments after `--`: the folder for those files, and a tag unique to this run. No
-- Accept-Encoding: the id is read from the body as it comes (the server sends this short answer
-- uncompressed anyway since decision 053; before, it gzipped it for a browser).
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("number", threads)
end

local dir, tag, number, n, ids, failures

function init(args)
  dir, tag = args[1], args[2]
  number = wrk.thread:get("number")
  n = 0
  ids = io.open(string.format("%s/ids-%s-%d", dir, tag, number), "w")
  ids:setvbuf("line")
  failures = io.open(string.format("%s/failures-%s-%d", dir, tag, number), "w")
  failures:setvbuf("line")
end

local body = '{"kind":"contact","firstName":"Bench","lastName":"Visitor %d","email":"bench-%s-%d-%d@load.example",'
  .. '"phone":"416-555-0100","postalCode":"M5V 2T6","comments":"I would like to talk about renewing my mortgage next spring.","consent":true}'

function request()
  n = n + 1
  -- One address per visitor: the per-address limit stays the production one, and no single counter row takes every hit.
  local visitor = number * 1000000 + n
  return wrk.format("POST", "/api/leads", {
    ["Content-Type"] = "application/json",
    ["Origin"] = wrk.scheme .. "://" .. wrk.host .. ":" .. wrk.port,
    ["Idempotency-Key"] = string.format("bench-%s-%d-%d", tag, number, n),
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(visitor / 65536) % 256, math.floor(visitor / 256) % 256, visitor % 256),
  }, string.format(body, n, tag, number, n))
end

function response(status, headers, text)
  if status == 201 then
    ids:write((text:match('"id":"([%x%-]+)"') or "?"), "\n")
  else
    failures:write(status, " ", text:gsub("\n", " "), "\n")
  end
end
