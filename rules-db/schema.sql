-- The arbiter database, built from rules-db/ by `arbiter build`; never edited by hand.
-- Schema version 18: kSchemaVersion in src/store/schema.h must say the same number, and the build
-- stores it in PRAGMA user_version. A binary refuses a database of another version and asks for a
-- rebuild. Bump both together whenever a table or column changes.

-- One version of one rules text (rules-db/manifest.json, rules-db/local/manifest.json).
CREATE TABLE documents (
  key         TEXT PRIMARY KEY,          -- "riftbound@1.2", "mtg@2026-08-07"
  game        TEXT NOT NULL,             -- citation namespace: "riftbound", "mtg", ...
  title       TEXT NOT NULL,
  version     TEXT NOT NULL,
  effective   TEXT NOT NULL,             -- ISO date, '' when unknown
  format      TEXT NOT NULL,             -- the importer that read it
  source      TEXT NOT NULL,             -- source file relative to rules-db/
  provenance  TEXT NOT NULL,
  role        TEXT NOT NULL,             -- "primary", "secondary", "rulings"
  checks      TEXT NOT NULL,             -- for a secondary document: the primary it must agree with
  -- 1 for the document of its game in force on the day the database was built. Queries do not
  -- read it: they choose by date (--as-of, default today) from the window below, through the
  -- SQL function arbiter_default(key) that the store registers (store/store.h).
  is_default  INTEGER NOT NULL,
  is_local    INTEGER NOT NULL,          -- 1 when added by `arbiter import`
  position    INTEGER NOT NULL,          -- manifest order
  rule_count  INTEGER NOT NULL DEFAULT 0, -- filled when the build finishes
  printed     TEXT NOT NULL DEFAULT '',  -- ISO date printed on the document, '' when unknown
  kind        TEXT NOT NULL DEFAULT '',  -- "core rules", "tournament rules", "penalties", "faq", ...
  -- The effective window [valid_from, valid_until) (corpus/windows.h): from its effective date
  -- until the next release of its game ('' while open); superseded_by is that release's key, or
  -- '' with replaced_by naming a release the corpus does not hold. Empty for non-releases.
  valid_from     TEXT NOT NULL DEFAULT '',
  valid_until    TEXT NOT NULL DEFAULT '',
  superseded_by  TEXT NOT NULL DEFAULT '',
  replaced_by    TEXT NOT NULL DEFAULT '',
  -- Filled when the build finishes: for a rulings document its rulings, for a card database the
  -- cards the card table (card_db) takes from its file; 0 for the others (rule_count counts rules).
  entries        INTEGER NOT NULL DEFAULT 0
);

-- What changed from one release of a game to the next (diff/matcher.h), computed by the build for
-- each pair of consecutive versions of a family (corpus::VersionsOf): one row per change, in the
-- newer document's order. Texts are compared with extraction artefacts folded (ligatures, a space
-- before punctuation). `diff` and `history` read these rows instead of re-importing the sources.
CREATE TABLE rule_changes (
  rowid         INTEGER PRIMARY KEY,
  from_doc      TEXT NOT NULL,
  to_doc        TEXT NOT NULL,
  seq           INTEGER NOT NULL,          -- position in the diff
  kind          TEXT NOT NULL,             -- unchanged, edited, moved, added, removed, split, merged
  old_ids       TEXT NOT NULL,             -- space-separated ids in from_doc ('' for added)
  new_ids       TEXT NOT NULL,             -- space-separated ids in to_doc ('' for removed)
  similarity    REAL NOT NULL,
  text_changed  INTEGER NOT NULL,
  refs_only     INTEGER NOT NULL,          -- the only changed words are rule numbers
  reason        TEXT NOT NULL,             -- a hand override's reason, '' when the matcher paired
  doubtful      TEXT NOT NULL              -- '' or why the pairing is doubtful: an import anomaly
                                           -- of one of its rules ("stacked-numbers: ...")
);
-- Each id a change names, for following one rule: (doc, id) -> its changes on either side.
CREATE TABLE rule_change_ids (
  change  INTEGER NOT NULL REFERENCES rule_changes(rowid),
  doc     TEXT NOT NULL,
  id      TEXT NOT NULL
);
-- For each pair of consecutive releases whose changes are stored: a hash of everything the changes
-- were computed from (both documents' rules and import anomalies, the hand overrides for the pair,
-- the build id of the binary that matched them). The next build reuses a pair's rows when its hash
-- is the same (build/diff_cache.h). A row whose from_doc is "ruling-map:<key>" holds the same for
-- the mapping of document <key>'s rulings onto to_doc (the 2008 rulings onto today's rules), whose
-- result is the ruling_cites after each ruling's own.
CREATE TABLE release_diffs (
  from_doc  TEXT NOT NULL,
  to_doc    TEXT NOT NULL,
  inputs    TEXT NOT NULL,
  PRIMARY KEY (from_doc, to_doc)
);

-- Numbered rules and section headings. No UNIQUE(doc, id): a source may print an id twice
-- (Riftbound 744.5) and both rows are kept.
CREATE TABLE rules (
  rowid     INTEGER PRIMARY KEY,
  doc       TEXT NOT NULL REFERENCES documents(key),
  id        TEXT NOT NULL,               -- canonical id in the document's style
  seq       INTEGER NOT NULL,            -- position in the document, from 0
  sort_key  TEXT NOT NULL,               -- byte order = rules order (corpus::SortKey)
  parent    TEXT NOT NULL,               -- parent id by number, '' at top level
  section   TEXT NOT NULL,               -- heading it falls under by position, when not its parent
  title     TEXT NOT NULL,
  text      TEXT NOT NULL,
  source    TEXT NOT NULL,               -- rulings-style documents: the cited source
  date      TEXT NOT NULL,               -- rulings-style documents: the source's date
  line      INTEGER NOT NULL             -- 1-based line in the source file
);

-- "Example:" paragraphs of a rule, in order.
CREATE TABLE examples (
  rule  INTEGER NOT NULL REFERENCES rules(rowid),
  n     INTEGER NOT NULL,
  text  TEXT NOT NULL,
  PRIMARY KEY (rule, n)
) WITHOUT ROWID;

-- Cross-references found in rule text ("See rule 614", "601.2f-h"), resolved in the same document.
CREATE TABLE refs (
  from_rule  INTEGER NOT NULL REFERENCES rules(rowid),
  doc        TEXT NOT NULL,              -- the document of both ends
  from_id    TEXT NOT NULL,
  to_id      TEXT NOT NULL,              -- canonical id of the target
  written    TEXT NOT NULL,              -- the reference as printed
  resolved   INTEGER NOT NULL            -- 0 when the document lacks the target
);

CREATE TABLE glossary (
  rowid       INTEGER PRIMARY KEY,
  doc         TEXT NOT NULL REFERENCES documents(key),
  term        TEXT NOT NULL,
  term_key    TEXT NOT NULL,             -- lower-case term for case-insensitive lookup
  definition  TEXT NOT NULL,
  rule_id     TEXT NOT NULL,             -- the rule that defines it, '' when none
  line        INTEGER NOT NULL
);

CREATE TABLE rulings (
  rowid   INTEGER PRIMARY KEY,
  doc     TEXT NOT NULL REFERENCES documents(key),
  id      TEXT NOT NULL,
  card    TEXT NOT NULL,
  card_key TEXT NOT NULL,                -- lower-case card name
  text    TEXT NOT NULL,
  source  TEXT NOT NULL,
  date    TEXT NOT NULL,
  line    INTEGER NOT NULL
);

-- The rule ids a ruling cites, in the ruling's game; target_doc is the document it resolved in.
CREATE TABLE ruling_cites (
  ruling      INTEGER NOT NULL REFERENCES rulings(rowid),
  game        TEXT NOT NULL,
  rule_id     TEXT NOT NULL,
  target_doc  TEXT NOT NULL              -- '' when no document of the game has the rule
);

-- Rulings that a later release or rule replaced, computed by the build: an official FAQ's rulings
-- at the next release of its game published after them (the FAQ says it stands until then), and
-- those rules-db/<game>/rulings-superseded.tsv lists with the rules that replaced them.
CREATE TABLE ruling_status (
  doc            TEXT NOT NULL,
  id             TEXT NOT NULL,
  superseded_on  TEXT NOT NULL,            -- ISO date, '' when not known
  superseded_by  TEXT NOT NULL,            -- a document key, or citations ("mtg:202.3d mtg:709.4b")
  why            TEXT NOT NULL,
  PRIMARY KEY (doc, id)
) WITHOUT ROWID;

-- Every card of each game's card database (GameModule::CardDatabaseFiles: Riftbound's card
-- gallery and catalog, MTG's oracle files), the first card of a name winning, as `arbiter card`
-- shows it. Errata are rulings (card errata documents); the text here is the database's.
CREATE TABLE card_db (
  game       TEXT NOT NULL,
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,              -- corpus::CardKey: case, accents, apostrophes folded
  type_line  TEXT NOT NULL,              -- "Unit Champion", "Gear Equipment"
  domains    TEXT NOT NULL,              -- '|'-separated domains or colours
  stats      TEXT NOT NULL,              -- "energy 2|might 3"
  keywords   TEXT NOT NULL,              -- '|'-separated keywords, as the card writes them
  text       TEXT NOT NULL,              -- rules text
  effect     TEXT NOT NULL,              -- Riftbound Effect Text, '' elsewhere
  file       TEXT NOT NULL               -- the card file it came from, relative to rules-db/
);
-- The cards each scenario's setup names (setup.objects[].card).
CREATE TABLE scenario_cards (
  path      TEXT NOT NULL,               -- the scenario, as in scenarios.path
  game      TEXT NOT NULL,
  card      TEXT NOT NULL,
  card_key  TEXT NOT NULL                -- corpus::CardKey
);

-- What the build could not place or a reader must see: import anomalies, duplicate ids,
-- unresolved references, disagreements between sources, malformed scenarios.
CREATE TABLE anomalies (
  doc       TEXT NOT NULL,               -- document key, '' for scenarios
  file      TEXT NOT NULL,               -- relative to rules-db/ (scenarios: to the source tree)
  line      INTEGER NOT NULL,
  severity  TEXT NOT NULL,               -- "error", "warning", "note"
  code      TEXT NOT NULL,
  message   TEXT NOT NULL
);

-- Curated links between rules of different documents, each with a one-line rationale.
CREATE TABLE analogues (
  a_game     TEXT NOT NULL,
  a_id       TEXT NOT NULL,
  b_game     TEXT NOT NULL,
  b_id       TEXT NOT NULL,
  rationale  TEXT NOT NULL
);

-- Scenario files under scenarios/: what they ask and rule, and the rules they expect to cite.
CREATE TABLE scenarios (
  rowid     INTEGER PRIMARY KEY,
  path      TEXT NOT NULL UNIQUE,        -- relative to the source tree ("scenarios/riftbound/...")
  game      TEXT NOT NULL,
  version   TEXT NOT NULL,
  title     TEXT NOT NULL,
  question  TEXT NOT NULL,
  ruling    TEXT NOT NULL,
  -- The document the scenario is played and cited under: its rules_version, else the version its
  -- game module cites (riftbound@1.2, mtg@2026-08-07); '' when the corpus has no such document.
  doc       TEXT NOT NULL DEFAULT ''
);
CREATE TABLE scenario_citations (
  scenario  INTEGER NOT NULL REFERENCES scenarios(rowid),
  game      TEXT NOT NULL,
  rule_id   TEXT NOT NULL,               -- canonical in the game's style
  written   TEXT NOT NULL
);

-- What search knows besides the texts (rules-db/<game>/synonyms.txt and the games' card files,
-- both read by the build): player words -> rules words, and cards -> the rules words they use.
-- Each synonym target was checked against its game's rules text by the build.
CREATE TABLE synonyms (
  game        TEXT NOT NULL,
  phrase      TEXT NOT NULL,             -- as a player says it: "killed", "goes to the trash"
  phrase_key  TEXT NOT NULL,             -- lower case, words separated by one space
  target      TEXT NOT NULL,             -- as the rules say it: "leaves play"
  line        INTEGER NOT NULL           -- line in the synonyms file
);

CREATE TABLE cards (
  game       TEXT NOT NULL,
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,              -- lower case, punctuation dropped ("urborg tomb of yawgmoth")
  type_line  TEXT NOT NULL,              -- "Gear - Equipment", "Legendary Land"
  keywords   TEXT NOT NULL,              -- the card's own keywords, '|'-separated
  terms      TEXT NOT NULL,              -- glossary terms its text uses, '|'-separated
  text       TEXT NOT NULL
);
-- Other keys a card is called by ("urborg" for "Urborg, Tomb of Yawgmoth").
CREATE TABLE card_keys (
  key   TEXT NOT NULL,
  card  INTEGER NOT NULL REFERENCES cards(rowid)
);

-- Every word of the indexed texts, lower case, with how often it occurs: the vocabulary a
-- misspelled query word is corrected from.
CREATE TABLE vocabulary (
  word   TEXT PRIMARY KEY,
  count  INTEGER NOT NULL
) WITHOUT ROWID;
-- The same words by their length in bytes, space-separated in word order: a correction reads the
-- few lengths near the typed word's as a handful of strings instead of stepping through thousands
-- of rows (store/search.cc).
CREATE TABLE vocabulary_lengths (
  length INTEGER PRIMARY KEY,
  words  TEXT NOT NULL
);

-- How many rules of each document use a word (by its crude stem, store/text_words.h): the game a
-- question's words belong to is read from here.
CREATE TABLE stem_rules (
  stem   TEXT NOT NULL,
  doc    TEXT NOT NULL,
  rules  INTEGER NOT NULL,
  PRIMARY KEY (stem, doc)
) WITHOUT ROWID;

-- How many rows of each full-text table (tbl: 0 rules_fts, 1 glossary_fts, 2 rulings_fts,
-- 3 scenarios_fts) hold each indexed term (FTS5's fts5vocab "row" counts, after the build's
-- optimize): a question's one-word phrases read their BM25 idf here instead of counting rows.
CREATE TABLE fts_terms (
  tbl    INTEGER NOT NULL,
  term   TEXT NOT NULL,
  rows   INTEGER NOT NULL,
  PRIMARY KEY (tbl, term)
) WITHOUT ROWID;

-- What ranking reads of every row of a full-text table (tbl as in fts_terms), without joining
-- its base table (store/row_facts.h): `groups`, newline-separated, are the rows' document keys
-- (games for scenarios_fts); `records` holds one fixed-width record per rowid: the group, whether
-- the row is a heading (a rule with no text), an untitled rule's place under its titled ancestor
-- (the sum of its and its untitled ancestors' places among their siblings, a prior of the
-- ranking) with a flag in its top bit for a rule of a variant of play (a section such as MTG's
-- Casual Variants or Riftbound's Modes of Play), and the `sizes` length columns' token counts
-- (FTS5's column sizes, for BM25's length normalisation; rules_fts: the text's and the
-- examples').
-- `links`: rules_fts holds each distinct indexed text once (most recur unchanged in every release
-- of a document); the rules that share a row are chained from the one whose rowid it has: per
-- rowid, the next rule's rowid as 4 bytes little-endian (0: the last), or empty when none.
CREATE TABLE fts_rows (
  tbl      INTEGER PRIMARY KEY,
  sizes    INTEGER NOT NULL,
  groups   TEXT NOT NULL,
  records  BLOB NOT NULL,
  links    BLOB NOT NULL DEFAULT x''
);

-- Full-text indexes (FTS5, BM25 ranking, snippet() and highlight()). rowid = the row's rowid in
-- its base table. Porter stemming so "attached" finds "attach" and "attaches".
-- rules_fts: one row per distinct indexed text (title, keyword, text, context, examples); its
-- rowid and doc are those of the first rule that has it, and the others are chained to it in
-- fts_rows.links. rules_fts.keyword: the title of the nearest titled ancestor (the keyword or
-- section a subrule belongs to) and the glossary terms that point at the rule or that ancestor
-- (directly or through a glossary "See" link); context: the other ancestors' titles and those
-- glossary definitions.
-- scope: the document key as one token (store/text_words.h ScopeToken; in rules_fts, one per
-- document of the rules that share the row), so that a search names the documents it covers
-- inside its MATCH and FTS5 never visits the rows of the others.
CREATE VIRTUAL TABLE rules_fts USING fts5(
  title, keyword, text, context, examples, doc UNINDEXED, scope,
  tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE glossary_fts USING fts5(
  term, definition, doc UNINDEXED, scope,
  tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE rulings_fts USING fts5(
  card, text, doc UNINDEXED, scope,
  tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE scenarios_fts USING fts5(
  title, question, ruling, game UNINDEXED,
  tokenize = 'porter unicode61 remove_diacritics 2');

-- BM25 column weights for `search --raw`: a hit in a title or term counts more than one in the
-- body. Questions are ranked by arbiter's own function (src/store/rank.h) with its own weights.
INSERT INTO rules_fts(rules_fts, rank) VALUES ('rank', 'bm25(5.0, 2.0, 1.0, 0.5, 0.5, 0.0, 0.0)');
INSERT INTO glossary_fts(glossary_fts, rank) VALUES ('rank', 'bm25(5.0, 1.0, 0.0, 0.0)');
INSERT INTO rulings_fts(rulings_fts, rank) VALUES ('rank', 'bm25(2.0, 1.0, 0.0, 0.0)');
INSERT INTO scenarios_fts(scenarios_fts, rank) VALUES ('rank', 'bm25(3.0, 2.0, 1.0, 0.0)');

-- @indexes: the build creates these after it has written every row (store/writer.cc Finish):
-- building an index once from sorted rows costs less than keeping it up to date row by row.
-- An index read only by equality on all its columns leads with the column whose values differ
-- most (an id before a document key): the build sorts fewer equal keys (rules_by_id keeps the
-- document first, for the queries that read one document's rules).
CREATE INDEX rule_changes_by_pair ON rule_changes(from_doc, to_doc, seq);
CREATE INDEX rule_change_ids_by_id ON rule_change_ids(id, doc);
CREATE INDEX rules_by_id ON rules(doc, id);
CREATE INDEX rules_by_parent ON rules(parent, doc);
CREATE INDEX refs_from ON refs(from_id, doc);
CREATE INDEX refs_to ON refs(to_id, doc);
CREATE INDEX glossary_by_key ON glossary(term_key);
CREATE INDEX rulings_by_card ON rulings(card_key);
CREATE INDEX ruling_cites_by_rule ON ruling_cites(rule_id);
CREATE INDEX card_db_by_key ON card_db(name_key);
CREATE INDEX scenario_cards_by_key ON scenario_cards(card_key);
CREATE INDEX analogues_a ON analogues(a_game, a_id);
CREATE INDEX analogues_b ON analogues(b_game, b_id);
CREATE INDEX scenario_citations_by_rule ON scenario_citations(game, rule_id);
CREATE INDEX synonyms_by_key ON synonyms(phrase_key);
CREATE INDEX cards_by_key ON cards(name_key);
CREATE INDEX card_keys_by_key ON card_keys(key);
