-- Answers a teacher accepted for everyone (docs/decisions/0026): on one assignment, for one slot (a
-- question, or a part: "2c"), every submission whose answer folds to answer_key is marked correct,
-- now and when it arrives later. Writer: app/lib/classroom/submissions.server.ts. Deleted with the
-- assignment.
CREATE TABLE accepted_answers (
  assignment_code TEXT NOT NULL REFERENCES assignments (code) ON DELETE CASCADE,
  slot TEXT NOT NULL,
  answer_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (assignment_code, slot, answer_key)
);
