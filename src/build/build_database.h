// Building the database from rules-db/: read the manifests, run each document's importer,
// cross-check secondary documents against their primary, parse and resolve cross-references,
// record anomalies, index the scenario files, and publish the result atomically.
#pragma once

#include <array>
#include <future>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "build/diff_cache.h"
#include "corpus/model.h"
#include "corpus/superseded.h"
#include "scenario/summary.h"
#include "store/records.h"
#include "util/status.h"

namespace arbiter::store {
class Writer;
}

namespace arbiter::build {

using corpus::Document;
using corpus::ImportedDocument;
using scenario::ScenarioSummary;

struct BuildStats {
  int documents = 0;
  int rules = 0;
  int glossary = 0;
  int rulings = 0;
  int refs = 0;
  int unresolved_refs = 0;
  int scenarios = 0;
  int anomalies = 0;
  int errors = 0;              // anomalies of severity "error"
  int changes = 0;             // rule_changes rows: changes between consecutive releases
  int superseded_rulings = 0;  // ruling_status rows
  int cards = 0;               // card_db rows
  int release_pairs = 0;       // pairs of consecutive releases whose changes are stored
  int reused_pairs = 0;        // of those, the pairs reused from the previous database
  int ruling_maps = 0;         // documents of older rulings mapped onto today's rules
  int reused_ruling_maps = 0;  // of those, the mappings reused from the previous database
  double seconds = 0;
  // Wall time of each phase, in order ({"import", 0.41}, ...), for `arbiter build --timings`.
  std::vector<std::pair<std::string, double>> phases = {};
};

// Everything a build writes, already read from disk (tests make it in memory).
// What reading scenarios/ gives: each scenario's summary, the anomalies of the files that could
// not be read, and the cards each setup names ({path, game, card name}).
struct ScenarioInput {
  std::vector<ScenarioSummary> scenarios;
  std::vector<store::AnomalyRecord> anomalies;
  std::vector<std::array<std::string, 3>> scenario_cards;
};

struct CorpusInput {
  std::vector<ImportedDocument> documents;  // in manifest order
  std::vector<bool> is_local;               // parallel to documents; missing means false
  std::vector<ScenarioSummary> scenarios;
  std::vector<store::AnomalyRecord> anomalies;  // found while reading (e.g. malformed scenarios)
  std::vector<store::AnalogueRecord> analogues;
  // Rulings of an older numbering mapped onto today's rules (diff/ruling_map.h):
  // "<doc key>\n<ruling id>" -> {game, rule id, document key}; added to the ruling's citations,
  // and what each mapping was computed from written to release_diffs (build/diff_cache.h).
  MappedCites mapped_cites = {};
  // The same, still being computed on another thread: when valid, used instead of mapped_cites
  // (waited for when the first ruling is written).
  std::shared_future<MappedCites> mapped_cites_later = {};
  // Where the hand overrides of the rule matcher live (rules-db/<dir>/mapping-*-overrides.tsv),
  // for the changes between consecutive releases; "" for none.
  std::string rules_db_dir = {};
  // Rulings a later release changed (rules-db/<game>/rulings-superseded.tsv).
  std::vector<corpus::Supersession> supersessions = {};
  // The cards each scenario's setup names: {path, game, card name}.
  std::vector<std::array<std::string, 3>> scenario_cards = {};
  // The database this build replaces: the changes between releases it holds are reused where
  // nothing they were computed from changed (build/diff_cache.h); "" computes every pair.
  std::string previous_db = {};
  // The scenarios, still being read on another thread: when valid, its scenarios, anomalies and
  // cards are written too (waited for once the documents are written).
  std::shared_future<ScenarioInput> scenarios_later = {};
};

// Writes `in` through `writer`: documents with their effective windows, rules, examples, glossary,
// rulings with their citations resolved, references resolved within their document (unresolved
// ones kept and reported), duplicate ids, cross-check disagreements of secondary documents,
// scenarios with the document each is pinned to, and the changes between each pair of
// consecutive releases of a family (diff/lineage.h; computed on other threads while the rest is
// written). Does not call writer->Finish().
Result<BuildStats> WriteCorpus(const CorpusInput& in, store::Writer* writer);

struct BuildOptions {
  std::string rules_db_dir;   // holds manifest.json
  std::string db_path;        // the database to (re)place
  std::string scenarios_dir;  // "" for <rules_db_dir>/../scenarios
};

// The full build. Writes <db_path>.<pid>.tmp and renames it over db_path only when complete (both
// flushed to disk), so an interrupted or failed build leaves the previous database untouched.
// Callers that may run at once use LockedBuild (build/import_guard.h).
Result<BuildStats> BuildDatabase(const BuildOptions& options);

}  // namespace arbiter::build
