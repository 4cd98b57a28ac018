-- Analytics and error events (SPEC §7 POST /e), scoped by project. An event delivered twice
-- (a client retry) is kept once: its eventId is the key.

CREATE TABLE events (
  event_id text NOT NULL,
  project_id text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  occurred_at timestamptz NOT NULL,
  props jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, event_id)
);

CREATE INDEX events_by_time ON events (project_id, received_at);
