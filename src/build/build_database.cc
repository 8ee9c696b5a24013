#include "build/build_database.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <future>
#include <map>
#include <optional>
#include <set>

#include "build/diff_cache.h"
#include "build/search_aids.h"
#include "corpus/analogues.h"
#include "corpus/cross_check.h"
#include "corpus/importers.h"
#include "corpus/refs.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "corpus/superseded.h"
#include "corpus/windows.h"
#include "diff/compare.h"
#include "diff/lineage.h"
#include "diff/overrides.h"
#include "engine/module.h"
#include "scenario/card_catalog.h"
#include "scenario/game_table.h"
#include "store/writer.h"
#include "util/build_id.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::build {

using corpus::Anomaly;
using corpus::CanonicalId;
using corpus::Citation;
using corpus::Document;
using corpus::IdStyle;
using corpus::ImportedDocument;
using corpus::ParseCitation;
using corpus::Reference;
using corpus::Rule;
using corpus::StyleForGame;

namespace {

store::AnomalyRecord MakeAnomaly(const Document& d, int line, const std::string& severity,
                                 const std::string& code, const std::string& message) {
  return {d.key, d.source, line, severity, code, message};
}

// The key of each game's newest primary document by effective date (the first in manifest order
// on a tie): where a ruling's citation by game alone is resolved.
std::map<std::string, std::string> NewestDocuments(const std::vector<ImportedDocument>& docs) {
  std::map<std::string, const Document*> best;
  for (const auto& in : docs) {
    const Document& d = in.doc;
    if (d.role != "primary") continue;
    auto it = best.find(d.game);
    if (it == best.end() || d.effective > it->second->effective) best[d.game] = &d;
  }
  std::map<std::string, std::string> out;
  for (const auto& [game, d] : best) out[game] = d->key;
  return out;
}

// How much a cross-check finding weighs: a secondary source that contradicts its primary is an
// error; one that leaves rules out is a warning; an omission it declares itself is a note.
std::string CrossCheckSeverity(const std::string& code) {
  if (code == "source-disagrees" || code == "missing-in-primary") return "error";
  if (code == "omitted-in-secondary") return "note";
  return "warning";
}

// The document a scenario is played and cited under: the version it pins (rules_version), else
// the one its game module cites; "" when the corpus holds no such document.
std::string ScenarioDocument(const ScenarioSummary& sc, const std::vector<Document>& docs) {
  std::string version = sc.rules_version;
  if (version.empty()) {
    const engine::GameModule* module = scenario::FindGame(sc.game);
    if (module == nullptr) return "";
    version = module->Rules().document().version;
  }
  for (const Document& d : docs) {
    if (d.game == sc.game && (d.version == version || d.key == version)) return d.key;
  }
  return "";
}

// Every card of each game module's card database files under rules_db_dir (the first card of a
// name wins; files that are absent are skipped: a scratch corpus has none), as card_db rows.
Result<std::vector<store::CardEntryRecord>> CardDatabase(const std::string& rules_db_dir) {
  std::vector<store::CardEntryRecord> out;
  if (rules_db_dir.empty()) return out;
  for (const auto& row : scenario::Games()) {
    const engine::GameModule& module = row.get();
    std::set<std::string> seen;
    // Card databases added with `arbiter import` first: a newer text of a card wins.
    std::vector<std::string> files = corpus::ImportedCardFiles(rules_db_dir, row.game);
    for (const std::string& file : module.CardDatabaseFiles()) files.push_back(file);
    for (const std::string& file : files) {
      const std::string path = JoinPath(rules_db_dir, file);
      if (!FileExists(path)) continue;
      // Printed fields only, parsed once with the printed catalog (build/search_aids.h).
      auto cards = scenario::CardCatalog::PrintedCardFile(module, path);
      if (!cards.ok()) return cards.status();
      for (const engine::Card& c : *cards) {
        if (!seen.insert(c.name).second) continue;
        store::CardEntryRecord r;
        r.game = row.game;
        r.name = c.name;
        std::vector<std::string> type = {c.type};
        type.insert(type.end(), c.subtypes.begin(), c.subtypes.end());
        r.type_line = CollapseSpaces(Join(type, " "));
        r.domains = c.domains;
        for (const auto& [stat, value] : c.stats)
          r.stats.push_back(stat + " " + std::to_string(value));
        for (const auto& k : c.keywords) r.keywords.push_back(k.name);
        r.text = c.rules_text;
        r.effect = c.effect_text;
        r.file = file;
        out.push_back(std::move(r));
      }
    }
  }
  return out;
}

// The index in `docs` of the release of `game` that answers on `date` (corpus::DefaultsOn), or
// docs.size() when none had taken effect.
size_t ReleaseOn(const std::vector<Document>& docs, const std::vector<corpus::Window>& windows,
                 const std::string& game, const std::string& date) {
  const std::vector<bool> on = corpus::DefaultsOn(docs, windows, date);
  for (size_t i = 0; i < docs.size(); ++i) {
    if (on[i] && docs[i].game == game) return i;
  }
  return docs.size();
}

// The changes between two consecutive releases, as rows, with the rules an import anomaly puts
// in doubt marked.
std::vector<store::RuleChangeRecord> PairChanges(const std::string& rules_db_dir,
                                                 const ImportedDocument& from,
                                                 const ImportedDocument& to) {
  diff::DocumentDiff d = diff::CompareImported(rules_db_dir, from, to);
  diff::MarkDoubtful(&d, diff::DoubtfulIds(from.rules, from.anomalies),
                     diff::DoubtfulIds(to.rules, to.anomalies));
  std::vector<store::RuleChangeRecord> out;
  for (const diff::RuleChange& c : d.changes) {
    store::RuleChangeRecord r;
    r.from_doc = from.doc.key;
    r.to_doc = to.doc.key;
    r.seq = static_cast<int>(out.size());
    r.kind = diff::ChangeKindName(c.kind);
    r.old_ids = c.old_ids;
    r.new_ids = c.new_ids;
    r.similarity = c.similarity;
    r.text_changed = c.text_changed;
    r.refs_only = c.refs_only;
    r.reason = c.reason;
    r.doubtful = c.doubtful;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

Result<BuildStats> WriteCorpus(const CorpusInput& in, store::Writer* w) {
  BuildStats stats;
  // The changes between consecutive releases, matched on other threads while the rest is written.
  std::vector<Document> docs_only;
  for (const auto& d : in.documents) docs_only.push_back(d.doc);
  // Each pair's changes come from the previous database when what they were computed from is
  // unchanged (build/diff_cache.h); the others are matched on other threads.
  struct Lineage {
    std::string from_doc, to_doc, inputs;
    size_t from = 0, to = 0;  // indices in in.documents
    bool reusable = false;    // the previous database holds this pair, computed from `inputs`
    std::future<std::vector<store::RuleChangeRecord>> computed;
  };
  struct Lineages {
    std::vector<Lineage> pairs;
    PreviousDiffs previous;
  };
  auto card_db = std::async(std::launch::async, CardDatabase, std::cref(in.rules_db_dir));
  // Which pairs the previous database holds (hashing every document's rules), on another thread
  // while the documents are written.
  auto lineage_later = std::async(std::launch::async, [&in, &docs_only] {
    Lineages out;
    std::vector<Lineage>& lineage = out.pairs;
    Diagnostics override_diags;
    auto override_files =
        in.rules_db_dir.empty()
            ? Result<std::vector<diff::OverrideFile>>(std::vector<diff::OverrideFile>{})
            : diff::LoadOverrideFiles(in.rules_db_dir, &override_diags);
    PreviousDiffs& previous = out.previous;
    previous = PreviousDiffs::Open(in.previous_db);
    // Each document hashed once, however many pairs it belongs to.
    std::vector<std::string> hash_of(in.documents.size());
    auto hash = [&](size_t i) -> const std::string& {
      if (hash_of[i].empty()) hash_of[i] = DocumentHash(in.documents[i]);
      return hash_of[i];
    };
    for (const auto& [a, b] : diff::ConsecutivePairs(docs_only)) {
      const ImportedDocument& from = in.documents[a];
      const ImportedDocument& to = in.documents[b];
      Lineage l{from.doc.key, to.doc.key, "", a, b, false, {}};
      if (override_files.ok() && !ExecutableBuildId().empty()) {
        l.inputs = DiffInputsOf(ExecutableBuildId(),
                                diff::OverridesFor(*override_files, l.from_doc, l.to_doc), hash(a),
                                hash(b));
      }
      l.reusable = previous.Holds(l.from_doc, l.to_doc, l.inputs);
      if (!l.reusable) {
        l.computed = std::async(std::launch::async, PairChanges, std::cref(in.rules_db_dir),
                                std::cref(from), std::cref(to));
      }
      lineage.push_back(std::move(l));
    }
    return out;
  });
  const auto defaults = NewestDocuments(in.documents);
  std::vector<Document> plain;
  for (const auto& d : in.documents) plain.push_back(d.doc);
  const std::vector<corpus::Window> windows = corpus::EffectiveWindows(plain);
  const std::vector<bool> in_force_today = corpus::DefaultsOn(plain, windows, corpus::TodayIso());
  // Ids of every document, for resolving references and citations.
  std::map<std::string, std::set<std::string>> ids_of;
  for (const auto& d : in.documents) {
    auto& ids = ids_of[d.doc.key];
    for (const auto& r : d.rules) ids.insert(r.id);
  }
  auto add_anomaly = [&](const store::AnomalyRecord& a) -> Status {
    ++stats.anomalies;
    if (a.severity == "error") ++stats.errors;
    return w->AddAnomaly(a);
  };

  // The references of each rule (in its text, then its examples), found on other threads while
  // the documents before it are written.
  using RuleReferences = std::vector<std::vector<Reference>>;
  std::vector<std::future<RuleReferences>> references_of;
  for (const auto& d : in.documents) {
    references_of.push_back(std::async(std::launch::async, [&d] {
      const IdStyle style = StyleForGame(d.doc.game);
      RuleReferences out(d.rules.size());
      for (size_t n = 0; n < d.rules.size(); ++n) {
        out[n] = ExtractReferences(d.rules[n].text, style);
        for (const auto& example : d.rules[n].examples) {
          for (Reference& ref : ExtractReferences(example, style)) out[n].push_back(std::move(ref));
        }
      }
      return out;
    }));
  }

  for (size_t i = 0; i < in.documents.size(); ++i) {
    const ImportedDocument& d = in.documents[i];
    const Document& doc = d.doc;
    const RuleReferences references = references_of[i].get();
    const bool is_local = i < in.is_local.size() && in.is_local[i];
    Status s = w->AddDocument(doc, windows[i], in_force_today[i], is_local, static_cast<int>(i));
    if (!s.ok()) return s;
    ++stats.documents;
    const auto& ids = ids_of[doc.key];

    // Importer anomalies are facts a reader must see, not failures of the build.
    std::set<std::pair<std::string, int>> reported;  // (code, line)
    for (const auto& a : d.anomalies) {
      s = add_anomaly(
          {doc.key, a.file.empty() ? doc.source : a.file, a.line, "warning", a.code, a.message});
      if (!s.ok()) return s;
      reported.insert({a.code, a.line});
    }

    std::map<std::string, std::vector<int>> lines_of;  // id -> lines, to find duplicates
    for (size_t n = 0; n < d.rules.size(); ++n) {
      const Rule& rule = d.rules[n];
      lines_of[rule.id].push_back(rule.line);
      auto rowid = w->AddRule(doc.key, rule, static_cast<int>(n));
      if (!rowid.ok()) return rowid.status();
      ++stats.rules;
      // References in the text and the examples, each (target) once per rule.
      std::set<std::string> seen;
      for (const Reference& ref : references[n]) {
        for (const std::string& target : ref.targets) {
          if (target == rule.id || !seen.insert(target).second) continue;
          const bool resolved = ids.count(target) > 0;
          s = w->AddRef({*rowid, doc.key, rule.id, target, ref.raw, resolved});
          if (!s.ok()) return s;
          ++stats.refs;
          if (!resolved) {
            ++stats.unresolved_refs;
            s = add_anomaly(MakeAnomaly(doc, rule.line, "warning", "unresolved-ref",
                                        doc.key + ":" + rule.id + " cites " + target + " (\"" +
                                            ref.raw + "\"), which this document lacks"));
            if (!s.ok()) return s;
          }
        }
      }
    }
    for (const auto& [id, lines] : lines_of) {
      if (lines.size() < 2) continue;
      // Importers may report a duplicate themselves; report it here only when they did not.
      bool already = false;
      for (int line : lines) already = already || reported.count({"duplicate-id", line}) > 0;
      if (already) continue;
      std::vector<std::string> where;
      for (int line : lines) where.push_back(std::to_string(line));
      s = add_anomaly(MakeAnomaly(doc, lines[1], "warning", "duplicate-id",
                                  doc.key + " prints " + id + " " + std::to_string(lines.size()) +
                                      " times (lines " + Join(where, ", ") +
                                      "); every copy is kept"));
      if (!s.ok()) return s;
    }

    for (const auto& g : d.glossary) {
      s = w->AddGlossary(doc.key, g);
      if (!s.ok()) return s;
      ++stats.glossary;
    }

    for (const auto& r : d.rulings) {
      std::vector<store::CiteInput> cites;
      // A ruling cites the release of its game in force on its date (the Unleashed FAQ cites
      // Core Rules v1.3 numbers); undated, or when that release lacks the rule, the newest.
      // A ruling may cite another game's rules (a Tournament Rules changelog on a Core Rules
      // page).
      const std::string& game = r.cites_game.empty() ? doc.game : r.cites_game;
      const size_t then = r.date.empty() ? plain.size() : ReleaseOn(plain, windows, game, r.date);
      for (const auto& cite : r.cites) {
        std::string target;
        if (game == doc.game && ids.count(cite)) {
          target = doc.key;
        } else if (then < plain.size() && ids_of[plain[then].key].count(cite)) {
          target = plain[then].key;
        } else if (auto it = defaults.find(game);
                   it != defaults.end() && ids_of[it->second].count(cite)) {
          target = it->second;
        }
        cites.push_back({game, cite, target});
        if (target.empty()) {
          s = add_anomaly(MakeAnomaly(doc, r.line, "warning", "unresolved-cite",
                                      "ruling " + r.id + " cites " + game + ":" + cite +
                                          ", which no " + game + " document has"));
          if (!s.ok()) return s;
        }
      }
      // The same ruling under today's numbering (2008's 501.10 is 701.30 today).
      const diff::MappedCiteMap& mapped_cites =
          (in.mapped_cites_later.valid() ? in.mapped_cites_later.get() : in.mapped_cites).cites;
      if (auto m = mapped_cites.find(doc.key + "\n" + r.id); m != mapped_cites.end()) {
        for (const auto& c : m->second) cites.push_back({c[0], c[1], c[2]});
      }
      s = w->AddRuling(doc.key, r, cites);
      if (!s.ok()) return s;
      ++stats.rulings;
      // An official FAQ stands until the next rules update is published.
      if (r.until_next_release && then < plain.size() && !windows[then].superseded_by.empty()) {
        const Document* next = nullptr;
        for (const Document& p : plain) {
          if (p.key == windows[then].superseded_by) next = &p;
        }
        if (next != nullptr) {
          const std::string published = next->printed.empty() ? next->effective : next->printed;
          s = w->AddRulingStatus({doc.key, r.id, published, next->key,
                                  r.source + " stood until the next rules update was published: " +
                                      next->title + " " + next->version + " (published " +
                                      published + ", in force from " + next->effective + ")"});
          if (!s.ok()) return s;
          ++stats.superseded_rulings;
        }
      }
    }
  }

  // Secondary sources must agree with their primary document.
  for (const auto& d : in.documents) {
    if (d.doc.role != "secondary" || d.doc.checks.empty()) continue;
    const ImportedDocument* primary = nullptr;
    for (const auto& p : in.documents) {
      if (p.doc.key == d.doc.checks) primary = &p;
    }
    if (!primary) {
      Status s = add_anomaly(MakeAnomaly(
          d.doc, 0, "error", "unknown-primary",
          d.doc.key + " checks \"" + d.doc.checks + "\", which is not a document of the corpus"));
      if (!s.ok()) return s;
      continue;
    }
    for (const Anomaly& a : CrossCheckSecondary(d, *primary)) {
      const std::string& file = a.file.empty() ? d.doc.source : a.file;
      const std::string key = file == primary->doc.source ? primary->doc.key : d.doc.key;
      Status s = add_anomaly({key, file, a.line, CrossCheckSeverity(a.code), a.code, a.message});
      if (!s.ok()) return s;
    }
  }

  // The scenarios, read on another thread while the documents were written (when valid).
  const ScenarioInput* read = in.scenarios_later.valid() ? &in.scenarios_later.get() : nullptr;
  const auto& scenarios = read ? read->scenarios : in.scenarios;
  const auto& scenario_cards = read ? read->scenario_cards : in.scenario_cards;
  for (const auto* anomalies : {&in.anomalies, read ? &read->anomalies : nullptr}) {
    if (!anomalies) continue;
    for (const auto& a : *anomalies) {
      Status s = add_anomaly(a);
      if (!s.ok()) return s;
    }
  }
  for (const auto& a : in.analogues) {
    Status s = w->AddAnalogue(a);
    if (!s.ok()) return s;
  }

  for (const auto& sc : scenarios) {
    store::ScenarioRecord rec;
    rec.path = sc.path;
    rec.game = sc.game;
    rec.version = sc.rules_version;
    rec.title = sc.title;
    rec.question = sc.question;
    rec.ruling = sc.ruling;
    rec.cites = sc.cites;
    rec.doc = ScenarioDocument(sc, plain);
    std::vector<std::array<std::string, 3>> cites;
    for (const auto& written : sc.cites) {
      // A scenario's citations default to its own game.
      Citation c = ParseCitation(written);
      const std::string game = c.game.empty() ? sc.game : c.game;
      auto id = CanonicalId(c.id, StyleForGame(game));
      if (!id) {
        Status s = add_anomaly({"", sc.path, 0, "error", "bad-cite",
                                "scenario cites '" + written + "', which is not a rule id"});
        if (!s.ok()) return s;
        continue;
      }
      cites.push_back({game, *id, written});
    }
    Status s = w->AddScenario(rec, cites);
    if (!s.ok()) return s;
    ++stats.scenarios;
  }
  // Rulings a later release changed (rules-db/<game>/rulings-superseded.tsv): checked, recorded.
  for (const corpus::Supersession& sup : in.supersessions) {
    const ImportedDocument* holder = nullptr;
    for (const auto& d : in.documents) {
      if (d.doc.key == sup.doc) holder = &d;
    }
    const bool known =
        holder != nullptr && std::any_of(holder->rulings.begin(), holder->rulings.end(),
                                         [&](const corpus::Ruling& r) { return r.id == sup.id; });
    std::vector<std::string> missing;
    for (const std::string& cite : sup.by) {
      const Citation c = ParseCitation(cite);
      const std::string key = c.version.empty()
                                  ? (defaults.count(c.game) ? defaults.at(c.game) : "")
                                  : c.game + "@" + c.version;
      auto id = CanonicalId(c.id, StyleForGame(c.game));
      if (key.empty() || !id || !ids_of[key].count(*id)) missing.push_back(cite);
    }
    if (!known || !missing.empty()) {
      Status s =
          add_anomaly({sup.doc, sup.file, sup.line, "error", "bad-supersession",
                       !known ? "no ruling " + sup.doc + ":" + sup.id
                              : "superseding rule not in the corpus: " + Join(missing, ", ")});
      if (!s.ok()) return s;
      continue;
    }
    Status s = w->AddRulingStatus({sup.doc, sup.id, sup.since, Join(sup.by, " "), sup.why});
    if (!s.ok()) return s;
    ++stats.superseded_rulings;
  }
  for (const auto& [path, game, card] : scenario_cards) {
    Status s = w->AddScenarioCard(path, game, card);
    if (!s.ok()) return s;
  }
  auto cards = card_db.get();
  if (!cards.ok()) return cards.status();
  for (const store::CardEntryRecord& c : *cards) {
    Status s = w->AddCardEntry(c);
    if (!s.ok()) return s;
    ++stats.cards;
  }
  Lineages lineage = lineage_later.get();
  stats.release_pairs = static_cast<int>(lineage.pairs.size());
  for (Lineage& l : lineage.pairs) {
    std::vector<store::RuleChangeRecord> changes;
    if (l.reusable) {
      ++stats.reused_pairs;
      // Copied as stored when the previous database is attached; else read and added below.
      auto copied = w->CopyRuleChanges(l.from_doc, l.to_doc);
      if (!copied.ok()) return copied.status();
      if (*copied >= 0) {
        stats.changes += *copied;
      } else if (auto stored = lineage.previous.Find(l.from_doc, l.to_doc, l.inputs)) {
        changes = std::move(*stored);
      } else {  // unreadable since Holds: computed here instead
        changes = PairChanges(in.rules_db_dir, in.documents[l.from], in.documents[l.to]);
      }
    } else {
      changes = l.computed.get();
    }
    for (const store::RuleChangeRecord& c : changes) {
      Status s = w->AddRuleChange(c);
      if (!s.ok()) return s;
      ++stats.changes;
    }
    Status s = w->AddReleaseDiff(l.from_doc, l.to_doc, l.inputs);
    if (!s.ok()) return s;
  }
  // What each mapping of older rulings was computed from, for the next build to reuse it.
  const MappedCites& mapped =
      in.mapped_cites_later.valid() ? in.mapped_cites_later.get() : in.mapped_cites;
  stats.ruling_maps = mapped.mappings;
  stats.reused_ruling_maps = mapped.reused;
  for (const auto& [from, to, inputs] : mapped.inputs) {
    Status s = w->AddReleaseDiff(from, to, inputs);
    if (!s.ok()) return s;
  }
  return stats;
}

namespace {

// Every scenario under `scenarios_dir`: its summary and the cards its setup names; an unreadable
// or malformed file is an anomaly (named by its path relative to the tree holding scenarios/).
ScenarioInput ReadScenarios(const std::string& scenarios_dir) {
  ScenarioInput out;
  const std::string tree = DirName(scenarios_dir);
  for (const std::string& file : scenario::ListScenarioFiles(scenarios_dir)) {
    // Paths are shown relative to the tree that holds scenarios/.
    std::string shown =
        !tree.empty() && StartsWith(file, tree + "/") ? file.substr(tree.size() + 1) : file;
    auto text = ReadFile(file);
    if (!text.ok()) {
      out.anomalies.push_back(
          {"", shown, 0, "error", "unreadable-scenario", text.status().message()});
      continue;
    }
    auto summary = scenario::ParseScenarioSummary(*text, shown);
    if (!summary.ok()) {
      // "<path>:<line>:<col>: <what>": keep the position in file/line, the rest as message.
      const std::string& m = summary.status().message();
      int line = 0;
      std::string message = m;
      size_t a = m.find(':', shown.size());
      if (StartsWith(m, shown + ":") && a != std::string::npos) {
        line = std::atoi(m.c_str() + shown.size() + 1);
        size_t b = m.find(": ", shown.size() + 1);
        if (b != std::string::npos) message = m.substr(b + 2);
      }
      out.anomalies.push_back({"", shown, line, "error", "malformed-scenario", message});
      continue;
    }
    for (const std::string& card : summary->setup_cards) {
      out.scenario_cards.push_back({shown, summary->game, card});
    }
    out.scenarios.push_back(std::move(*summary));
  }

  return out;
}

}  // namespace

Result<BuildStats> BuildDatabase(const BuildOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::pair<std::string, double>> phases;
  auto phase_start = start;
  auto end_phase = [&](const char* name) {
    const auto now = std::chrono::steady_clock::now();
    phases.emplace_back(name, std::chrono::duration<double>(now - phase_start).count());
    phase_start = now;
  };
  CorpusInput in;
  std::vector<Document> docs;
  Status s = LoadManifests(options.rules_db_dir, &docs, &in.is_local);
  if (!s.ok()) return s;
  // Each document's importer on its own thread (the importers share nothing); results kept in
  // manifest order, the first failure reported.
  // The card files are read (as printed) meanwhile, for the search aids.
  auto card_catalogs =
      std::async(std::launch::async, ReadCardCatalogs, std::cref(options.rules_db_dir));
  std::vector<std::future<Result<ImportedDocument>>> imports;
  for (const Document& doc : docs) {
    imports.push_back(std::async(
        std::launch::async, [&options, doc] { return ImportDocument(options.rules_db_dir, doc); }));
  }
  // The scenarios are read on another thread while the documents are imported and written.
  std::string scenarios_dir = options.scenarios_dir;
  if (scenarios_dir.empty()) {
    std::string base = options.rules_db_dir;
    while (base.size() > 1 && base.back() == '/') base.pop_back();
    scenarios_dir = JoinPath(DirName(base).empty() ? "." : DirName(base), "scenarios");
  }
  in.scenarios_later = std::async(std::launch::async, ReadScenarios, scenarios_dir).share();
  Status import_status;
  for (auto& f : imports) {
    auto imported = f.get();
    if (!imported.ok() && import_status.ok()) import_status = imported.status();
    if (imported.ok()) in.documents.push_back(std::move(*imported));
  }
  if (!import_status.ok()) return import_status;
  end_phase("import documents");
  // The synonyms are checked against the rules on another thread while the corpus is written.
  auto synonyms = std::async(std::launch::async, CheckSynonyms, std::cref(options.rules_db_dir),
                             std::cref(in.documents));
  // Rulings of an older numbering (the 2008 summary) also cite today's rules (diff/ruling_map.h).
  // Matched on another thread while the documents before the rulings are written.
  // Reused from the previous database when computed from the same inputs (build/diff_cache.h).
  in.mapped_cites_later =
      std::async(std::launch::async, MapOldRulingsReusing, std::cref(options.rules_db_dir),
                 std::cref(in.documents), std::cref(options.db_path))
          .share();
  in.rules_db_dir = options.rules_db_dir;
  in.previous_db = options.db_path;
  auto supersessions = corpus::LoadSupersessions(options.rules_db_dir);
  if (!supersessions.ok()) return supersessions.status();
  in.supersessions = std::move(*supersessions);

  // Curated analogues between documents (rules-db/analogues.json, read by diff/analogues.h).
  auto analogues = corpus::LoadAnalogues(options.rules_db_dir);
  if (!analogues.ok()) return analogues.status();
  for (const corpus::Analogue& a : *analogues) {
    in.analogues.push_back({a.from_game, a.from_id, a.to_game, a.to_id, a.rationale});
  }

  end_phase("supersessions, analogues");
  const std::string tmp = options.db_path + "." + std::to_string(getpid()) + ".tmp";
  std::remove(tmp.c_str());
  Result<BuildStats> stats = BuildStats{};
  {
    auto writer = store::Writer::Create(tmp, in.previous_db);
    if (!writer.ok()) {
      std::remove(tmp.c_str());
      return writer.status().WithContext("build " + options.db_path);
    }
    stats = WriteCorpus(in, writer->get());
    end_phase("write corpus and release changes");
    auto checked = synonyms.get();
    if (stats.ok() && !checked.ok()) stats = checked.status();
    if (stats.ok()) {  // synonyms and cards for search (build/search_aids.h)
      Status aids =
          WriteSearchAids(options.rules_db_dir, *checked, writer->get(), &stats->anomalies);
      if (!aids.ok()) stats = aids;
      end_phase("search aids");
    }
    if (stats.ok()) {
      auto db = (*writer)->Finish();
      if (!db.ok()) stats = db.status();
      end_phase("index and commit");
    }
  }
  if (!stats.ok()) {
    std::remove(tmp.c_str());
    return stats.status().WithContext("build " + options.db_path);
  }
  // Flushed to disk before and after the rename (the writer does not sync), so that after a
  // crash the database is the old one or the new one, whole.
  Status published = RenameDurably(tmp, options.db_path);
  if (!published.ok()) return published.WithContext("build " + options.db_path);
  end_phase("sync and rename");
  stats->phases = std::move(phases);
  stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace arbiter::build
