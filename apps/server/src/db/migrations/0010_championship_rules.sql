-- Configurable championship rules (issue #16): counting rule, tie-break, minimum participation. The
-- default is the spec's behaviour (best N−1 of N, the spec's tie-break chain, everyone classified), so
-- every existing championship keeps its standings bit for bit (docs/decisions/019).
ALTER TABLE "championships" ADD COLUMN "rules" jsonb DEFAULT '{"counting":"bestNMinus1","countingN":1,"minResults":0,"tieBreak":"spec"}'::jsonb NOT NULL;
