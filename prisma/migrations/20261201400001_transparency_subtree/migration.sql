-- Hashes of complete subtrees of the transparency log, so that a proof reads a few
-- dozen hashes instead of every leaf (docs/tamper-evidence.md, "Proofs").
--
-- transparency_subtree  the root hash of leaves [node_index * 2^level, (node_index + 1) * 2^level):
--                       a complete subtree never changes once its last leaf is in the log.
--                       Written by the checkpointer as the subtrees complete, for levels
--                       of 256 leaves and more (src/modules/transparency/store.ts).
--
-- Derived data, append-only like the log itself: a wrong hash here makes a proof that
-- fails against the signed root (the client sees it) and a finding of `npm run verify`.

CREATE TABLE "transparency_subtree" (
  "level" integer NOT NULL,
  "node_index" bigint NOT NULL,
  "hash" text NOT NULL,
  CONSTRAINT "transparency_subtree_pkey" PRIMARY KEY ("level", "node_index"),
  CONSTRAINT "transparency_subtree_level_check" CHECK ("level" BETWEEN 1 AND 62),
  CONSTRAINT "transparency_subtree_index_check" CHECK ("node_index" >= 0),
  CONSTRAINT "transparency_subtree_hash_check" CHECK (length("hash") = 64 AND "hash" ~ '^[0-9a-f]+$')
);

CREATE TRIGGER "transparency_subtree_append_only" BEFORE UPDATE OR DELETE ON "transparency_subtree"
  FOR EACH ROW EXECUTE FUNCTION crl_refuse_change();
CREATE TRIGGER "transparency_subtree_no_truncate" BEFORE TRUNCATE ON "transparency_subtree"
  FOR EACH STATEMENT EXECUTE FUNCTION crl_refuse_change();
ALTER TABLE "transparency_subtree" ENABLE ALWAYS TRIGGER "transparency_subtree_append_only";
ALTER TABLE "transparency_subtree" ENABLE ALWAYS TRIGGER "transparency_subtree_no_truncate";

GRANT SELECT, INSERT ON "transparency_subtree" TO crl_app;
