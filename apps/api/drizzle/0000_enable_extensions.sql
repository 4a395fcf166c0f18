-- pg_trgm powers typo-tolerant search (PGlite ships it as a contrib extension; PostgreSQL as contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
