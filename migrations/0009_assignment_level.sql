-- The level of a generated worksheet a teacher assigned (support, core or challenge; issue 24). Each
-- student gets their own version of it at that level, seeded from the assignment's code and their
-- name (app/lib/classroom/versions.ts); NULL for quizzes and authored worksheets, which have one
-- version. Writer: app/lib/classroom/assignments.server.ts.
ALTER TABLE assignments ADD COLUMN level TEXT;
