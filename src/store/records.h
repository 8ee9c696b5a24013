// The rows the store hands back to the rest of arbiter: plain data, no SQL.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "corpus/windows.h"

namespace arbiter::store {

struct DocumentRecord {
  corpus::Document doc;
  // The document its game answers from on the store's date (Store::SetAsOf, default today):
  // corpus::DefaultsOn over the windows below.
  bool is_default = false;
  bool is_local = false;  // added by `arbiter import`
  int rule_count = 0;
  int entries = 0;        // a rulings document's rulings, a card database's cards (schema.sql)
  corpus::Window window;  // its effective window, computed by the build
  bool in_force = false;  // the window holds the store's date
  std::string as_of;      // the store's date when this record was read
};

struct RuleRecord {
  int64_t rowid = 0;
  std::string doc;  // document key
  std::string id;
  std::string parent;
  std::string section;
  std::string title;
  std::string text;
  std::vector<std::string> examples;
  std::string source;
  std::string date;
  int line = 0;
};

// A cross-reference; `resolved` is false when the document has no rule `to_id`.
struct RefRecord {
  std::string doc;
  std::string from_id;
  std::string to_id;
  std::string written;
  bool resolved = false;
  std::string label;  // the other end's title, else the start of its text ("" when unresolved)
};

struct GlossaryRecord {
  std::string doc;
  std::string term;
  std::string definition;
  std::string rule_id;
  int line = 0;
};

struct RulingRecord {
  std::string doc;
  std::string id;
  std::string card;
  std::string text;
  std::string source;
  std::string date;
  std::vector<std::string> cites;  // rule ids, each in the game cite_games names
  int line = 0;
  // Parallel to `cites`: the game of each cited rule. A 2008 ruling cites rules of the 2008
  // scheme ("mtg-rulings-2008") and, mapped by the build, today's rules ("mtg").
  std::vector<std::string> cite_games;
  // Parallel to `cites`: the document each resolved in (the release in force on the ruling's
  // date when it has the rule, else the newest), "" when none has it.
  std::vector<std::string> cite_docs;
  // When a later release or rule replaced it (ruling_status): since when, by what (a document
  // key or citations), why. All "" while it stands.
  std::string superseded_on;
  std::string superseded_by;
  std::string superseded_why;
  // Filled by lookups that show a ruling beside the same rule in another version: the rule it
  // cites there ("riftbound@1.3:323.6") and whether the rule's words changed between the two.
  std::string cites_as;
  bool text_changed_since = false;
};

// A ruling a later release or rule replaced (ruling_status).
struct RulingStatusRecord {
  std::string doc;
  std::string id;
  std::string superseded_on;
  std::string superseded_by;
  std::string why;
};

struct AnomalyRecord {
  std::string doc;  // document key, "" for scenarios
  std::string file;
  int line = 0;
  std::string severity;  // "error", "warning", "note"
  std::string code;
  std::string message;
};

// A curated link from (game, id) to a rule of another game.
struct AnalogueRecord {
  std::string game;
  std::string id;
  std::string other_game;
  std::string other_id;
  std::string rationale;
};

struct ScenarioRecord {
  std::string path;
  std::string game;
  std::string version;  // its rules_version as written ("" when it follows its module's)
  std::string title;
  std::string question;
  std::string ruling;
  std::vector<std::string> cites;  // as written in expect.cites
  std::string doc;  // the document it is played and cited under ("riftbound@1.2"), "" if unknown
  // Filled by lookups that show a scenario beside the same rule in another version: the rule it
  // cites in its own version, "riftbound@1.2:718.5.b" ("" when it cites the rule shown), and
  // whether the rule's words changed between that version and the one shown.
  std::string cites_as;
  bool text_changed_since = false;
};

// One change from a release to the next (rule_changes; diff/matcher.h RuleChange without its
// words, which a reader recomputes from the two texts).
struct RuleChangeRecord {
  std::string from_doc;
  std::string to_doc;
  int seq = 0;
  std::string kind;  // "unchanged", "edited", "moved", "added", "removed", "split", "merged"
  std::vector<std::string> old_ids;
  std::vector<std::string> new_ids;
  double similarity = 1.0;
  bool text_changed = false;
  bool refs_only = false;
  std::string reason;    // a hand override's reason
  std::string doubtful;  // "" or the import anomaly that puts it in doubt
};

// A player's word for a rules word, from rules-db/<game>/synonyms.txt: search for `phrase` also
// looks for `target` in the game's rules.
struct SynonymRecord {
  std::string game;
  std::string phrase;  // "killed", "goes to the trash"
  std::string target;  // "leaves play"
  int line = 0;        // line in the synonyms file
};

// A card as search knows it: a question naming it also looks for its keywords and the glossary
// terms its text uses.
struct CardRecord {
  std::string game;
  std::string name;
  std::string type_line;              // "Gear Equipment", "Legendary Land"
  std::vector<std::string> keywords;  // its own keywords ("Deathknell", "Tank")
  std::string text;                   // rules text
  std::vector<std::string> terms;     // glossary terms the text uses (filled by the writer)
};

// A card of a game's card database (card_db), as `arbiter card` shows it.
struct CardEntryRecord {
  std::string game;
  std::string name;
  std::string type_line;
  std::vector<std::string> domains;
  std::vector<std::string> stats;  // "energy 2", "might 3"
  std::vector<std::string> keywords;
  std::string text;
  std::string effect;  // Riftbound Effect Text
  std::string file;    // relative to rules-db/
};

// One search result. kind: "rule", "glossary", "ruling", "scenario".
struct SearchHit {
  std::string kind;
  std::string doc;  // document key (scenarios: the scenario's path)
  std::string game;
  std::string id;       // rule id, glossary term, ruling id, scenario path
  std::string title;    // rule: its title or its section's title; scenario: its title
  std::string snippet;  // with matches between the markers given in SearchQuery
  double score = 0;     // BM25, lower is better
};

}  // namespace arbiter::store
