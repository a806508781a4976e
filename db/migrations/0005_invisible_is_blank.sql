-- "Present" now means at least one character that is visible: not white space and not one of
-- the characters that render as nothing (zero-width spaces, joiners, direction marks, Hangul
-- fillers, the blank Braille pattern, ...). The set is the server's, listed and explained in
-- server/intake/blank-text.ts; server/intake/blank-text.test.ts checks both agree character by
-- character. Spelled out as code points, not [:space:], so the rule does not depend on the
-- database's locale (PGlite's C locale knows only ASCII spaces).
--
-- A company made only of such characters is "not given": the server stores it as NULL, and the
-- database now refuses it from anyone else.
--
-- NOT VALID: the rule applies to every new row; rows stored before it are kept as they are, so
-- an existing database never fails to migrate over an old, invisible lead.
alter table public.contact_submissions
  drop constraint contact_submissions_name_present,
  drop constraint contact_submissions_message_present,
  add constraint contact_submissions_name_visible
    check (name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]') not valid,
  add constraint contact_submissions_message_visible
    check (message ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]') not valid,
  add constraint contact_submissions_company_visible
    check (company ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]') not valid;
