-- Classroom assignments (docs/decisions/0020): a teacher's quiz or worksheet under a short code, and
-- the answers students send without accounts. Writers: app/lib/classroom/assignments.server.ts and
-- app/lib/classroom/submissions.server.ts. Everything here is deleted a year after the assignment
-- was made (the Worker's daily cron), or earlier with the assignment or its teacher's account.

-- closes_at is a time in ms: NULL while open with no deadline; closing sets it to now, reopening clears it.
CREATE TABLE assignments (
  code TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('worksheet', 'quiz')),
  item_id INTEGER NOT NULL,
  title TEXT CHECK (length(title) BETWEEN 1 AND 100),
  closes_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX assignments_account ON assignments (account_id, created_at);
CREATE INDEX assignments_created ON assignments (created_at);

-- One row per student and assignment: name_key (the name in lower case) is unique within an assignment,
-- so sending the same answers twice finds the first row. answers is a JSON array, one element per question:
-- {"answer": "...", "checker": "correct" | "incorrect" | "review", "teacher"?: "correct" | "incorrect"};
-- score counts the answers whose verdict (the teacher's, else the checker's) is "correct".
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  assignment_code TEXT NOT NULL REFERENCES assignments (code) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  name_key TEXT NOT NULL,
  answers TEXT NOT NULL CHECK (json_valid(answers) AND json_type(answers) = 'array'),
  score INTEGER NOT NULL,
  total INTEGER NOT NULL,
  submitted_at INTEGER NOT NULL,
  UNIQUE (assignment_code, name_key)
);
