-- Messages to the team from the contact form and the chat panel.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('contact', 'chat')),
  created_at TEXT NOT NULL
);
CREATE INDEX messages_created_at ON messages (created_at);
