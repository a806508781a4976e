-- Lessons that hold nothing a dictionary recovers and leave with their lead (issue 42, finding 2).
--
-- 0010 stored every bucket of a marked message (character n-grams and word pairs included) as
-- plain hash values and the sender as a bare SHA-256 of the address: a brute force over digit
-- strings or a word list read the message back, and a guessed address was confirmed. Those
-- lessons cannot be converted (their buckets are unkeyed and hold n-grams; the address behind a
-- SHA-256 is not known), so they are DROPPED here, with the counts derived from them: the
-- operator's next marks teach the filter again. From now on (server/spam/spam-lessons.ts):
-- - `buckets`: at most 40 distinct word buckets of the message (no n-grams, no word pairs, no
--   word with a digit, none common in the genuine corpus), each through a keyed permutation;
-- - `sender_hmac`: HMAC-SHA256 of the lower-cased address under the same key
--   (server/spam/lesson-key.ts: SPAM_LESSON_KEY, or DATA_DIR/spam-lesson.key);
-- - a lesson belongs to its lead: deleted with it (retention, erasure), by the foreign key.
truncate private.spam_lessons, private.spam_learned_counts;
drop index private.spam_lessons_sender_idx;
alter table private.spam_lessons drop column sender_sha256;
alter table private.spam_lessons add column sender_hmac text not null;
alter table private.spam_lessons
  add constraint spam_lessons_submission_id_fkey foreign key (submission_id) references public.contact_submissions (id) on delete cascade;
create index spam_lessons_sender_idx on private.spam_lessons (sender_hmac);

-- Which key the lessons are keyed with, as a fingerprint (an HMAC of a constant: it says nothing
-- about the key): a server or worker with another key is refused before it writes or erases.
create table private.spam_lesson_key (
  singleton   boolean primary key default true constraint spam_lesson_key_one_row check (singleton),
  fingerprint text not null
);
revoke all on table private.spam_lesson_key from public;
