#include "store/writer.h"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <future>
#include <iterator>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "corpus/refs.h"
#include "corpus/rule_id.h"
#include "store/defined_terms.h"
#include "store/row_facts.h"
#include "store/schema.h"
#include "store/term_rows.h"
#include "store/text_words.h"
#include "store/word_counts.h"
#include "util/strings.h"

namespace arbiter::store {

struct Writer::Statements {
  Statement document, rule, example, ref, glossary, glossary_fts, ruling, ruling_fts, cite, anomaly,
      analogue, scenario, scenario_fts, scenario_cite, synonym, card, card_key;
};

// What Finish() writes once every row is known.
// One full-text row of rules_fts per distinct indexed text (the five columns): its scope names
// every document of the rules that share it.
struct RuleFtsRow {
  int64_t rowid = 0;  // the first rule with this text
  std::string title, keyword, context, scope;
  size_t rule = 0;  // the first rule's index, for its text, examples and doc
};

// The rules by (document, id), first row, and what the glossary says of each rule: the terms
// that point at it (aliases) and the senses of those terms that are not its own text.
struct RuleKeyHash {
  size_t operator()(const std::pair<std::string_view, std::string_view>& k) const {
    const size_t h = std::hash<std::string_view>{}(k.first);
    return h ^
           (std::hash<std::string_view>{}(k.second) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
  }
};

struct GlossaryLinks {
  // (doc, id) -> the first rule with them, viewing the rules' own strings (Pending::rules).
  std::unordered_map<std::pair<std::string_view, std::string_view>, size_t, RuleKeyHash> index;
  std::vector<std::vector<std::string>> aliases, definitions;
  // (doc, rule id) -> the lower-cased terms of the glossary entries naming that rule as theirs,
  // for the heading flag (WriteSearchCounts).
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> terms_of_rule;
};

// A card to write (cards) and its keys (card_keys).
struct Writer::CardRow {
  size_t card = 0;  // in Pending::cards
  std::string name_key;
  std::vector<std::string> keys;
};

struct Writer::Pending {
  struct RuleRow {
    int64_t rowid = 0;
    std::string doc, id, parent, section, title, text, examples;
  };
  struct GlossaryRow {
    std::string doc, term, definition, rule_id;
  };
  std::vector<RuleRow> rules;
  // rules_fts holds each distinct indexed text once (PrepareRuleRows): a rule whose text an earlier
  // rule indexed -> that rule's rowid, the full-text row it shares. WriteSearchCounts chains the
  // rules of one row (fts_rows.links) and gives them that row's column sizes.
  std::unordered_map<int64_t, int64_t> shares_row_of;
  // An untitled rule's place under its titled ancestor (PrepareRuleRows): its own place among its
  // siblings plus its untitled ancestors' (corpus::SiblingOrdinal), a prior of the ranking.
  std::unordered_map<int64_t, int> place_of;
  // The rules of a variant of play (IsVariantTitle of the rule's or an ancestor's title).
  std::unordered_set<int64_t> variant_rows;
  // Each rule's heading flag, by its index in `rules` (PrepareRuleRows): no text, or an untitled
  // rule whose text is only the term the glossary defines by it (MTG's "702.9 Flying").
  std::vector<char> heading;
  std::vector<GlossaryRow> glossary;
  std::map<std::string, std::string> game_of;  // document key -> game
  std::vector<CardRecord> cards;
  // The cards to write, each once (by game and name key), their glossary terms found
  // (PrepareCardRows) on another thread from the start of Finish.
  std::future<std::vector<CardRow>> card_rows_later;
  // The vocabulary and the stems' rule counts, counted on a worker thread while the rows are
  // written (store/word_counts.h); WriteVocabulary waits for them.
  AsyncWordCounts counts;
  // The rules' index and the glossary's links to them (PrepareRuleRows), worked out on another
  // thread from the start of Finish.
  std::future<GlossaryLinks> links_later;
  // The rules' full-text rows (PrepareRuleRows), on another thread from the start of Finish.
  std::vector<RuleFtsRow> rule_fts_rows;
  // The terms each distinct rule text defines (store/defined_terms.h), for PrepareRuleRows.
  std::future<std::unordered_map<std::string, std::vector<std::string>>> defined_terms_later;
  // Destroyed before the futures it reads, it waits for the thread that reads them.
  std::future<void> rule_rows_later;
  // rules_fts written into a database file of its own from the rows above, with its terms' row
  // counts (Writer::IndexRulesApart), for Finish to copy in. Last: destroyed first, it waits for
  // the thread that reads everything above.
  std::future<Status> rules_fts_later;
};

namespace {

// The schema, and full-text tables that keep the whole build's postings in memory and write them
// once, as one segment, instead of flushing a segment per megabyte and merging them as it goes
// (8% of the build's main thread; the index's content is the same).
Status CreateSchema(Database* db) {
  Status s = db->Exec(TablesSql(), "create schema");
  if (!s.ok()) return s;
  for (const char* table : {"rules_fts", "glossary_fts", "rulings_fts", "scenarios_fts"}) {
    s = db->Exec(std::string("INSERT INTO ") + table + "(" + table +
                     ", rank) VALUES ('hashsize', 268435456);",
                 "configure full-text writes");
    if (!s.ok()) return s;
  }
  return Status::Ok();
}

}  // namespace

Result<std::unique_ptr<Writer>> Writer::Create(const std::string& path,
                                               const std::string& previous) {
  auto db = Database::Open(path, Database::Mode::kReadWriteCreate);
  if (!db.ok()) return db.status();
  // Attached before the build's transaction begins (SQLite attaches no database inside one).
  bool previous_attached = false;
  if (!previous.empty() && FileExists(previous)) {
    auto attach = db->Prepare("ATTACH ?1 AS previous");
    if (attach.ok()) {
      attach->Bind(1, previous);
      previous_attached = attach->Run().ok();
    }
  }
  // The file is a fresh temporary one: no journal, no fsync until it is complete and renamed.
  Status s = db->Exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=4096;",
                      "configure");
  if (!s.ok()) return s;
  s = CreateSchema(&*db);
  if (!s.ok()) return s;
  std::unique_ptr<Writer> w(new Writer(std::move(*db)));
  w->previous_attached_ = previous_attached;
  // The file IndexRulesApart writes rules_fts into: beside the database, or in the temporary
  // directory for an in-memory one.
  w->rules_fts_path_ = path == ":memory:"
                           ? (std::filesystem::temp_directory_path() /
                              ("arbiter-rules-fts-" + std::to_string(getpid()) + "-" +
                               std::to_string(reinterpret_cast<uintptr_t>(w.get()))))
                                 .string()
                           : path + ".rules_fts";
  w->tx_ = std::make_unique<Transaction>(&w->db_);
  if (!w->tx_->status().ok()) return w->tx_->status();

  w->st_ = std::make_unique<Statements>();
  const char* sqls[] = {
      "INSERT INTO documents(key, game, title, version, effective, format, source, provenance, "
      "role, checks, is_default, is_local, position, printed, kind, valid_from, valid_until, "
      "superseded_by, replaced_by) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,"
      "?16,?17,?18,?19)",
      "INSERT INTO rules(doc, id, seq, sort_key, parent, section, title, text, source, date, line) "
      "VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11)",
      "INSERT INTO examples(rule, n, text) VALUES (?1,?2,?3)",
      "INSERT INTO refs(from_rule, doc, from_id, to_id, written, resolved) VALUES (?1,?2,?3,?4,?5,"
      "?6)",
      "INSERT INTO glossary(doc, term, term_key, definition, rule_id, line) VALUES (?1,?2,?3,?4,?5,"
      "?6)",
      "INSERT INTO glossary_fts(rowid, term, definition, doc, scope) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO rulings(doc, id, card, card_key, text, source, date, line) VALUES (?1,?2,?3,?4,"
      "?5,?6,?7,?8)",
      "INSERT INTO rulings_fts(rowid, card, text, doc, scope) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO ruling_cites(ruling, game, rule_id, target_doc) VALUES (?1,?2,?3,?4)",
      "INSERT INTO anomalies(doc, file, line, severity, code, message) VALUES (?1,?2,?3,?4,?5,?6)",
      "INSERT INTO analogues(a_game, a_id, b_game, b_id, rationale) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO scenarios(path, game, version, title, question, ruling, doc) VALUES (?1,?2,?3,"
      "?4,?5,?6,?7)",
      "INSERT INTO scenarios_fts(rowid, title, question, ruling, game) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO scenario_citations(scenario, game, rule_id, written) VALUES (?1,?2,?3,?4)",
      "INSERT INTO synonyms(game, phrase, phrase_key, target, line) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO cards(game, name, name_key, type_line, keywords, terms, text) VALUES (?1,?2,?3,"
      "?4,?5,?6,?7)",
      "INSERT INTO card_keys(key, card) VALUES (?1,?2)",
  };
  Statement* targets[] = {&w->st_->document,     &w->st_->rule,          &w->st_->example,
                          &w->st_->ref,          &w->st_->glossary,      &w->st_->glossary_fts,
                          &w->st_->ruling,       &w->st_->ruling_fts,    &w->st_->cite,
                          &w->st_->anomaly,      &w->st_->analogue,      &w->st_->scenario,
                          &w->st_->scenario_fts, &w->st_->scenario_cite, &w->st_->synonym,
                          &w->st_->card,         &w->st_->card_key};
  static_assert(std::size(sqls) == std::size(targets));
  for (size_t i = 0; i < std::size(sqls); ++i) {
    auto st = w->db_.Prepare(sqls[i]);
    if (!st.ok()) return st.status();
    *targets[i] = std::move(*st);
  }
  return w;
}

Writer::Writer(Database db) : db_(std::move(db)), pending_(std::make_unique<Pending>()) {}

Writer::~Writer() {
  st_.reset();  // finalize statements before the transaction rolls back and the db closes
  tx_.reset();
  pending_.reset();  // waits for the threads Finish started
  std::remove(rules_fts_path_.c_str());
}

Status Writer::AddDocument(const corpus::Document& d, const corpus::Window& w, bool is_default,
                           bool is_local, int position) {
  Statement& st = st_->document;
  st.Bind(1, d.key).Bind(2, d.game).Bind(3, d.title).Bind(4, d.version).Bind(5, d.effective);
  st.Bind(6, d.format).Bind(7, d.source).Bind(8, d.provenance).Bind(9, d.role).Bind(10, d.checks);
  st.Bind(11, is_default ? 1 : 0).Bind(12, is_local ? 1 : 0).Bind(13, position);
  st.Bind(14, d.printed).Bind(15, corpus::KindOf(d)).Bind(16, w.from).Bind(17, w.until);
  st.Bind(18, w.superseded_by).Bind(19, w.replaced_by);
  pending_->game_of[d.key] = d.game;
  return st.Run().WithContext("add document " + d.key);
}

Result<int64_t> Writer::AddRule(const std::string& doc, const corpus::Rule& r, int seq) {
  Statement& st = st_->rule;
  // `doc` and `r` outlive the insert: bound without copies (Statement::BindStatic).
  st.BindStatic(1, doc).BindStatic(2, r.id).Bind(3, seq).Bind(4, corpus::SortKey(r.id));
  st.BindStatic(5, r.parent).BindStatic(6, r.section).BindStatic(7, r.title);
  st.BindStatic(8, r.text).BindStatic(9, r.source).BindStatic(10, r.date).Bind(11, r.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add rule " + doc + ":" + r.id);
  int64_t rowid = db_.LastInsertRowid();
  // Indexed by Finish(), when the ancestors and the glossary are known.
  pending_->rules.push_back(
      {rowid, doc, r.id, r.parent, r.section, r.title, r.text, Join(r.examples, "\n")});
  pending_->counts.CountAllOfRule(doc, r.title, r.text, r.examples);
  for (size_t n = 0; n < r.examples.size(); ++n) {
    Statement& ex = st_->example;
    ex.Bind(1, rowid).Bind(2, static_cast<int64_t>(n)).BindStatic(3, r.examples[n]);
    s = ex.Run();
    if (!s.ok()) return s.WithContext("add example of " + doc + ":" + r.id);
  }
  return rowid;
}

Status Writer::AddRef(const RefInput& r) {
  Statement& st = st_->ref;
  st.Bind(1, r.from_rule).Bind(2, r.doc).Bind(3, r.from_id).Bind(4, r.to_id).Bind(5, r.written);
  st.Bind(6, r.resolved ? 1 : 0);
  return st.Run().WithContext("add reference " + r.doc + ":" + r.from_id + " -> " + r.to_id);
}

Status Writer::AddGlossary(const std::string& doc, const corpus::GlossaryEntry& e) {
  Statement& st = st_->glossary;
  st.Bind(1, doc).Bind(2, e.term).Bind(3, ToLowerAscii(e.term)).Bind(4, e.definition);
  st.Bind(5, e.rule_id).Bind(6, e.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add glossary entry " + e.term);
  pending_->glossary.push_back({doc, e.term, e.definition, e.rule_id});
  pending_->counts.Count(e.term);
  pending_->counts.Count(e.definition);
  Statement& fts = st_->glossary_fts;
  fts.Bind(1, db_.LastInsertRowid()).Bind(2, e.term).Bind(3, e.definition).Bind(4, doc);
  fts.Bind(5, ScopeToken(doc));
  return fts.Run().WithContext("index glossary entry " + e.term);
}

Status Writer::AddRuling(const std::string& doc, const corpus::Ruling& r,
                         const std::vector<CiteInput>& cites) {
  Statement& st = st_->ruling;
  st.Bind(1, doc).Bind(2, r.id).Bind(3, r.card).Bind(4, ToLowerAscii(r.card)).Bind(5, r.text);
  st.Bind(6, r.source).Bind(7, r.date).Bind(8, r.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add ruling " + doc + ":" + r.id);
  int64_t rowid = db_.LastInsertRowid();
  pending_->counts.Count(r.card);
  pending_->counts.Count(r.text);
  Statement& fts = st_->ruling_fts;
  fts.Bind(1, rowid).Bind(2, r.card).Bind(3, r.text).Bind(4, doc).Bind(5, ScopeToken(doc));
  s = fts.Run();
  if (!s.ok()) return s.WithContext("index ruling " + doc + ":" + r.id);
  for (const auto& c : cites) {
    Statement& cs = st_->cite;
    cs.Bind(1, rowid).Bind(2, c.game).Bind(3, c.rule_id).Bind(4, c.target_doc);
    s = cs.Run();
    if (!s.ok()) return s.WithContext("add citation of ruling " + doc + ":" + r.id);
  }
  return Status::Ok();
}

Status Writer::AddAnomaly(const AnomalyRecord& a) {
  Statement& st = st_->anomaly;
  st.Bind(1, a.doc).Bind(2, a.file).Bind(3, a.line).Bind(4, a.severity).Bind(5, a.code);
  st.Bind(6, a.message);
  return st.Run().WithContext("add anomaly");
}

Status Writer::AddAnalogue(const AnalogueRecord& a) {
  Statement& st = st_->analogue;
  st.Bind(1, a.game).Bind(2, a.id).Bind(3, a.other_game).Bind(4, a.other_id).Bind(5, a.rationale);
  return st.Run().WithContext("add analogue");
}

Status Writer::AddScenario(const ScenarioRecord& sc,
                           const std::vector<std::array<std::string, 3>>& cites) {
  Statement& st = st_->scenario;
  st.Bind(1, sc.path).Bind(2, sc.game).Bind(3, sc.version).Bind(4, sc.title).Bind(5, sc.question);
  st.Bind(6, sc.ruling).Bind(7, sc.doc);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add scenario " + sc.path);
  int64_t rowid = db_.LastInsertRowid();
  for (const auto* t : {&sc.title, &sc.question, &sc.ruling}) pending_->counts.Count(*t);
  Statement& fts = st_->scenario_fts;
  fts.Bind(1, rowid).Bind(2, sc.title).Bind(3, sc.question).Bind(4, sc.ruling).Bind(5, sc.game);
  s = fts.Run();
  if (!s.ok()) return s.WithContext("index scenario " + sc.path);
  for (const auto& c : cites) {
    Statement& cs = st_->scenario_cite;
    cs.Bind(1, rowid).Bind(2, c[0]).Bind(3, c[1]).Bind(4, c[2]);
    s = cs.Run();
    if (!s.ok()) return s.WithContext("add citation of scenario " + sc.path);
  }
  return Status::Ok();
}

Status Writer::AddSynonym(const SynonymRecord& y) {
  Statement& st = st_->synonym;
  st.Bind(1, y.game).Bind(2, y.phrase).Bind(3, WordKey(y.phrase)).Bind(4, y.target);
  st.Bind(5, y.line);
  return st.Run().WithContext("add synonym " + y.phrase + " -> " + y.target);
}

Status Writer::AddCard(const CardRecord& card) {
  pending_->cards.push_back(card);
  return Status::Ok();
}

namespace {

// The senses of a glossary definition: "1. ... 2. ..." on separate lines, else the whole text.
std::vector<std::string> Senses(const std::string& definition) {
  std::vector<std::string> out;
  for (const auto& line : SplitLines(definition)) {
    std::string_view l = Trim(line);
    size_t digits = 0;
    while (digits < l.size() && IsAsciiDigit(l[digits])) ++digits;
    const bool numbered =
        digits > 0 && digits + 1 < l.size() && l[digits] == '.' && l[digits + 1] == ' ';
    if (out.empty() || numbered) {
      out.emplace_back(numbered ? l.substr(digits + 2) : l);
    } else {
      out.back() += " " + std::string(l);
    }
  }
  return out;
}

// Whether CollapseSpaces(a) == CollapseSpaces(b), without building either: the same runs of
// non-space bytes in the same order.
bool SameCollapsed(std::string_view a, std::string_view b) {
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  size_t i = 0, j = 0;
  while (true) {
    while (i < a.size() && space(a[i])) ++i;
    while (j < b.size() && space(b[j])) ++j;
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    size_t end_a = i, end_b = j;
    while (end_a < a.size() && !space(a[end_a])) ++end_a;
    while (end_b < b.size() && !space(b[end_b])) ++end_b;
    if (a.substr(i, end_a - i) != b.substr(j, end_b - j)) return false;
    i = end_a;
    j = end_b;
  }
}

// The glossary terms a definition sends the reader to: "See Damage." and "See also Legend
// Rule." give "damage" and "legend rule" (as WordKey); "See rule 704.5j" is a rule, not a term.
std::vector<std::string> SeeTerms(const std::string& definition) {
  std::vector<std::string> out;
  for (size_t at = definition.find("See "); at != std::string::npos;
       at = definition.find("See ", at + 4)) {
    std::string rest = definition.substr(at + 4);
    if (StartsWith(rest, "also ")) rest = rest.substr(5);
    const size_t end = rest.find_first_of(".\n");
    const std::string key = WordKey(rest.substr(0, end));
    if (!key.empty() && !StartsWith(key, "rule") && !StartsWith(key, "section")) {
      out.push_back(key);
    }
  }
  return out;
}

// The text up to and including its first ". " (or all of it), at most kContextChars long.
std::string FirstSentence(const std::string& text) {
  constexpr size_t kContextChars = 200;
  size_t end = text.find(". ");
  end = end == std::string::npos ? text.size() : end + 1;
  return text.substr(0, std::min(end, kContextChars));
}

// A section of a variant of play, not of the game everyone plays: MTG's "Two-Headed Giant
// Variant", "Limited Range of Influence Option", "Casual Variants", "Multiplayer Rules";
// Riftbound's "Sanctioned Modes" (2v2, FFA). Search ranks their rules after the game's own
// unless the question names the variant (store/rank.h kVariantFactor).
bool IsVariantTitle(const std::string& title) {
  bool variant = false;
  ForEachWord(title, [&](std::string_view w) {
    variant = variant || w == "variant" || w == "variants" || w == "option" || w == "options" ||
              w == "multiplayer" || w == "modes";
  });
  return variant;
}

void AddUnique(std::vector<std::string>* list, const std::string& s) {
  if (!s.empty() && std::find(list->begin(), list->end(), s) == list->end()) list->push_back(s);
}

}  // namespace

void Writer::PrepareRuleRows() {
  auto& rules = pending_->rules;
  // The rules' index and what the glossary says of each, worked out since Finish began.
  const GlossaryLinks links = pending_->links_later.get();
  const auto& index = links.index;
  const auto& aliases = links.aliases;
  const auto& definitions = links.definitions;

  // The terms each distinct text defines, found on another thread since Finish began.
  const std::unordered_map<std::string, std::vector<std::string>> defined_terms =
      pending_->defined_terms_later.get();

  // Each rule's columns, for half the rules on another thread (they only read what is known by
  // now), then its full-text row: one per distinct indexed text.
  struct Columns {
    std::string title, keyword, context, key;  // key: the whole indexed text, for sharing rows
    int place = 0;
    bool variant = false;
    bool heading = false;
  };
  auto columns_of = [&](size_t i) {
    Columns out;
    const auto& r = rules[i];
    // Ancestors by number, then the heading the topmost sits under (as store/lookup.cc walks).
    std::vector<size_t> titled;    // nearest first
    std::vector<size_t> untitled;  // ancestors below the nearest titled one
    std::set<std::string> seen = {r.id};
    std::string up = r.parent.empty() ? r.section : r.parent;
    while (!up.empty() && seen.insert(up).second) {
      auto it = index.find({r.doc, up});
      if (it == index.end()) break;
      const auto& a = rules[it->second];
      if (!a.title.empty()) {
        titled.push_back(it->second);
      } else if (titled.empty()) {
        untitled.push_back(it->second);
      }
      up = a.parent.empty() ? a.section : a.parent;
    }
    // The terms the glossary points at this very rule, and those its text defines
    // (store/defined_terms.h), name it as its title does; its ancestors' only say what it
    // belongs to.
    std::vector<std::string> title, keyword, context;
    AddUnique(&title, r.title);
    for (const auto& a : aliases[i]) {
      AddUnique(&title, a);
      AddUnique(&keyword, a);
    }
    for (const auto& t : defined_terms.at(r.text)) AddUnique(&title, t);
    size_t first_context = 0;
    if (r.title.empty() && !titled.empty()) {
      // The keyword or section this rule belongs to, and what the glossary calls it.
      AddUnique(&keyword, rules[titled[0]].title);
      for (size_t u : untitled) {
        for (const auto& a : aliases[u]) AddUnique(&keyword, a);
      }
      for (const auto& a : aliases[titled[0]]) AddUnique(&keyword, a);
      first_context = 1;
    }
    for (size_t t = first_context; t < titled.size(); ++t)
      AddUnique(&context, rules[titled[t]].title);
    for (const auto& d : definitions[i]) AddUnique(&context, d);
    // An untitled ancestor's text says what its subrules are about ("Units have the Inherent
    // Ability to perform a Standard Move." above "This action cannot be performed during a
    // Showdown."): its first sentence.
    for (size_t u : untitled) AddUnique(&context, FirstSentence(rules[u].text));
    // "+1/+1" and "-1/-1" as words of their own (store/text_words.h): the tokenizer drops signs.
    for (const auto& w : SignedPowerToughness(r.text + "\n" + r.examples)) AddUnique(&context, w);
    if (r.title.empty()) {
      int place = corpus::SiblingOrdinal(r.id);
      for (size_t u : untitled) place += corpus::SiblingOrdinal(rules[u].id);
      out.place = place;
    }
    out.variant = IsVariantTitle(r.title);
    out.heading = r.text.empty();
    if (!out.heading && r.title.empty()) {
      // As SQLite's lower() would compare them: ASCII letters folded, other bytes as they are.
      if (auto it = links.terms_of_rule.find({r.doc, r.id}); it != links.terms_of_rule.end()) {
        const std::string text = ToLowerAscii(r.text);
        for (const auto& term : it->second) out.heading = out.heading || term == text;
      }
    }
    for (size_t t : titled) out.variant = out.variant || IsVariantTitle(rules[t].title);
    out.title = Join(title, "\n");
    out.keyword = Join(keyword, "\n");
    out.context = Join(context, "\n");
    const char kSep = '\x1f';
    out.key =
        out.title + kSep + out.keyword + kSep + r.text + kSep + out.context + kSep + r.examples;
    return out;
  };
  std::vector<Columns> columns(rules.size());
  const size_t half = rules.size() / 2;
  auto first_half = std::async(std::launch::async, [&] {
    for (size_t i = 0; i < half; ++i) columns[i] = columns_of(i);
  });
  for (size_t i = half; i < rules.size(); ++i) columns[i] = columns_of(i);
  first_half.get();
  std::vector<RuleFtsRow>& fts_rows = pending_->rule_fts_rows;
  std::unordered_map<std::string, size_t> indexed;  // indexed text -> its row in fts_rows
  pending_->heading.resize(rules.size());
  for (size_t i = 0; i < rules.size(); ++i) {
    const auto& r = rules[i];
    Columns& c = columns[i];
    pending_->heading[i] = c.heading;
    if (c.place > 0) pending_->place_of[r.rowid] = c.place;
    if (c.variant) pending_->variant_rows.insert(r.rowid);
    auto [at, fresh] = indexed.try_emplace(std::move(c.key), fts_rows.size());
    if (fresh) {
      fts_rows.push_back({r.rowid, std::move(c.title), std::move(c.keyword), std::move(c.context),
                          ScopeToken(r.doc), i});
    } else {
      RuleFtsRow& row = fts_rows[at->second];
      pending_->shares_row_of[r.rowid] = row.rowid;
      // Rules of one document are written together: a new document is a new token.
      const std::string token = ScopeToken(r.doc);
      if (row.scope.size() < token.size() ||
          row.scope.compare(row.scope.size() - token.size(), token.size(), token) != 0) {
        row.scope += " " + token;
      }
    }
  }
}

Status Writer::IndexRulesApart() {
  // A database file of its own, made as Create makes the build's, so that its rules_fts is
  // configured the same and its tables hold the rows the build's connection would have written.
  std::remove(rules_fts_path_.c_str());
  TermRowCounter term_rows;  // outlives the connection it is installed on
  auto db = Database::Open(rules_fts_path_, Database::Mode::kReadWriteCreate);
  if (!db.ok()) return db.status();
  Status s = db->Exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;", "configure");
  if (!s.ok()) return s;
  // Before rules_fts exists: it counts the rows of each term as they are written (fts_terms).
  s = term_rows.Install(&*db);
  if (!s.ok()) return s;
  s = CreateSchema(&*db);
  if (!s.ok()) return s;
  Transaction tx(&*db);
  if (!tx.status().ok()) return tx.status();
  // The vocabulary first, while PrepareRuleRows works out the rules' rows; Finish copies it in
  // with rules_fts.
  s = WriteVocabulary(&*db);
  if (!s.ok()) return s;
  // Worked out on another thread since Finish began (PrepareRuleRows).
  pending_->rule_rows_later.get();
  auto fts = db->Prepare(
      "INSERT INTO rules_fts(rowid, title, keyword, text, context, examples, doc, scope) VALUES "
      "(?1,?2,?3,?4,?5,?6,?7,?8)");
  if (!fts.ok()) return fts.status();
  const auto& rules = pending_->rules;
  for (const RuleFtsRow& row : pending_->rule_fts_rows) {
    const auto& r = rules[row.rule];
    fts->Bind(1, row.rowid).BindStatic(2, row.title).BindStatic(3, row.keyword);
    fts->BindStatic(4, r.text).BindStatic(5, row.context).BindStatic(6, r.examples);
    fts->BindStatic(7, r.doc).BindStatic(8, row.scope);
    term_rows.NextRow();
    s = fts->Run();
    if (!s.ok()) return s.WithContext("index rule " + r.doc + ":" + r.id);
  }
  // Optimized as Finish optimizes the others, then the rows of each term, as fts5vocab would
  // read them (WriteSearchCounts).
  s = db->Exec("INSERT INTO rules_fts(rules_fts) VALUES ('optimize');", "optimize rules_fts");
  if (!s.ok()) return s;
  fts = Statement();
  auto terms = db->Prepare("INSERT INTO fts_terms(tbl, term, rows) VALUES (0, ?1, ?2)");
  if (!terms.ok()) return terms.status();
  for (const auto& [term, count] : term_rows.Sorted()) {
    terms->Bind(1, term).Bind(2, count);
    s = terms->Run();
    if (!s.ok()) return s.WithContext("count the rows of " + term);
  }
  *terms = Statement();
  return tx.Commit();
}

std::vector<Writer::CardRow> Writer::PrepareCardRows() {
  std::vector<CardRow> out;
  // Glossary terms of each game by the crude stems of their words, and the longest term.
  std::map<std::string, std::map<std::string, std::string>> terms_of;  // game -> stem key -> term
  // game -> every key that begins a term's key, word by word ("end of" for "end of turn"): a
  // card's words are read on only while they can still make a term.
  std::map<std::string, std::unordered_set<std::string>> starts_of;
  size_t longest = 1;
  for (const auto& e : pending_->glossary) {
    auto game = pending_->game_of.find(e.doc);
    if (game == pending_->game_of.end()) continue;
    const std::string key = StemKey(e.term);
    if (key.empty()) continue;
    terms_of[game->second].emplace(key, e.term);
    longest = std::max(longest, Words(e.term).size());
    auto& starts = starts_of[game->second];
    for (size_t space = key.find(' '); space != std::string::npos; space = key.find(' ', space + 1))
      starts.insert(key.substr(0, space));
    starts.insert(key);
  }
  std::set<std::pair<std::string, std::string>> written;  // (game, name key)
  for (size_t c = 0; c < pending_->cards.size(); ++c) {
    CardRecord& card = pending_->cards[c];
    std::string name_key = WordKey(card.name);
    if (name_key.empty() || !written.insert({card.game, name_key}).second) continue;
    // Reminder text, in parentheses, restates a keyword the card already has: its terms would
    // send a question to the rules the keyword's own rules refer to, not to the keyword.
    std::vector<std::string> stems;
    for (const auto& w : Words(WithoutParenthesized(card.text))) stems.push_back(CrudeStem(w));
    const auto& terms = terms_of[card.game];
    const auto& starts = starts_of[card.game];
    for (size_t i = 0; i < stems.size(); ++i) {
      std::string key;
      for (size_t n = 0; n < longest && i + n < stems.size(); ++n) {
        key += (n ? " " : "") + stems[i + n];
        if (!starts.count(key)) break;
        auto it = terms.find(key);
        if (it != terms.end()) AddUnique(&card.terms, it->second);
      }
    }
    // The whole name, each half of a split card ("Fire // Ice"), and a legend's short name
    // ("Urborg" for "Urborg, Tomb of Yawgmoth").
    std::vector<std::string> keys = {name_key};
    for (const auto& half : Split(card.name, '/')) AddUnique(&keys, WordKey(half));
    if (size_t comma = card.name.find(','); comma != std::string::npos) {
      AddUnique(&keys, WordKey(card.name.substr(0, comma)));
    }
    out.push_back({c, std::move(name_key), std::move(keys)});
  }
  return out;
}

Status Writer::IndexCards() {
  for (const CardRow& row : pending_->card_rows_later.get()) {
    const CardRecord& card = pending_->cards[row.card];
    Statement& st = st_->card;
    st.Bind(1, card.game).Bind(2, card.name).Bind(3, row.name_key).Bind(4, card.type_line);
    st.Bind(5, Join(card.keywords, "|")).Bind(6, Join(card.terms, "|")).Bind(7, card.text);
    Status s = st.Run();
    if (!s.ok()) return s.WithContext("add card " + card.name);
    const int64_t rowid = db_.LastInsertRowid();
    for (const auto& key : row.keys) {
      Statement& k = st_->card_key;
      k.Bind(1, key).Bind(2, rowid);
      s = k.Run();
      if (!s.ok()) return s.WithContext("add card key " + key);
    }
  }
  return Status::Ok();
}

Status Writer::WriteVocabulary(Database* db) {
  // In key order: the tables are keyed on the word (WITHOUT ROWID), and sorted rows insert fastest.
  const WordCounts& p = pending_->counts.Wait();
  auto word = db->Prepare("INSERT INTO vocabulary(word, count) VALUES (?1,?2)");
  if (!word.ok()) return word.status();
  auto stem = db->Prepare("INSERT INTO stem_rules(stem, doc, rules) VALUES (?1,?2,?3)");
  if (!stem.ok()) return stem.status();
  std::vector<int> order(p.words.text.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return p.words.text[a] < p.words.text[b]; });
  std::map<size_t, std::string> by_length;  // vocabulary_lengths
  for (int n : order) {
    if (n >= static_cast<int>(p.vocabulary.size()) || p.vocabulary[n] == 0) continue;
    Statement& st = *word;
    st.Bind(1, p.words.text[n]).Bind(2, p.vocabulary[n]);
    Status s = st.Run();
    if (!s.ok()) return s.WithContext("add word " + p.words.text[n]);
    std::string& same_length = by_length[p.words.text[n].size()];
    same_length += (same_length.empty() ? "" : " ") + p.words.text[n];
  }
  auto lengths = db->Prepare("INSERT INTO vocabulary_lengths(length, words) VALUES (?1, ?2)");
  if (!lengths.ok()) return lengths.status();
  for (const auto& [length, words] : by_length) {
    lengths->Bind(1, static_cast<int64_t>(length)).Bind(2, words);
    Status s = lengths->Run();
    if (!s.ok()) return s.WithContext("add the words of length " + std::to_string(length));
  }
  order.resize(p.stems.text.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return p.stems.text[a] < p.stems.text[b]; });
  for (int n : order) {
    for (const auto& [doc, counts] : p.stem_rules) {
      if (n >= static_cast<int>(counts.size()) || counts[n] == 0) continue;
      Statement& st = *stem;
      st.Bind(1, p.stems.text[n]).Bind(2, doc).Bind(3, counts[n]);
      Status s = st.Run();
      if (!s.ok()) return s.WithContext("add stem " + p.stems.text[n]);
    }
  }
  return Status::Ok();
}

Status Writer::WriteSearchCounts() {
  // The tables in store/search.cc's kTables order (the tbl column).
  // rules_fts's (tbl 0) were counted where it was written (IndexRulesApart).
  const char* tables[] = {"rules_fts", "glossary_fts", "rulings_fts", "scenarios_fts"};
  for (int t = 1; t < 4; ++t) {
    const std::string vocab = std::string("temp.") + tables[t] + "_rows";
    Status s = db_.Exec("CREATE VIRTUAL TABLE " + vocab + " USING fts5vocab(main, " + tables[t] +
                            ", row); INSERT INTO fts_terms SELECT " + std::to_string(t) +
                            ", term, doc FROM " + vocab + "; DROP TABLE " + vocab + ";",
                        "count the rows of each term of " + std::string(tables[t]));
    if (!s.ok()) return s;
  }
  // Each row's facts for ranking (store/row_facts.h): its group and heading flag from the base
  // table, its length columns' sizes from FTS5's %_docsize table: a blob of one SQLite varint per
  // column (FTS5's on-disk format; its xColumnSize reads the same, but only in a MATCH query).
  struct Facts {
    const char* fts;
    const char* rows;          // rowid, group key, heading (0/1) of each row
    std::vector<int> columns;  // the length columns, as FTS column indices
  };
  const Facts facts_of[] = {
      // The rules' rows come from the rules as written (their rowids rise in that order), with
      // their heading flags (PrepareRuleRows).
      {"rules_fts", "", {2, 4}},
      {"glossary_fts", "SELECT rowid, doc, 0 FROM glossary", {0, 1}},
      {"rulings_fts", "SELECT rowid, doc, 0 FROM rulings", {1}},
      {"scenarios_fts", "SELECT rowid, game, 0 FROM scenarios", {0, 1, 2}},
  };
  for (int t = 0; t < 4; ++t) {
    const Facts& f = facts_of[t];
    std::map<int64_t, std::vector<int64_t>> sizes;
    auto read = db_.Prepare(std::string("SELECT id, sz FROM ") + f.fts + "_docsize");
    if (!read.ok()) return read.status();
    Status s;
    while (read->Step(&s)) {
      const std::string blob = read->Text(1);
      std::vector<int64_t> column_sizes;
      for (size_t at = 0; at < blob.size();) {
        uint64_t v = 0;
        int n = 0;
        while (at < blob.size() && n < 9) {
          const auto b = static_cast<unsigned char>(blob[at++]);
          ++n;
          if (n == 9) {
            v = (v << 8) | b;
            break;
          }
          v = (v << 7) | (b & 0x7f);
          if (!(b & 0x80)) break;
        }
        column_sizes.push_back(static_cast<int64_t>(v));
      }
      std::vector<int64_t>& row = sizes[read->Int(0)];
      for (int c : f.columns) {
        row.push_back(static_cast<size_t>(c) < column_sizes.size() ? column_sizes[c] : 0);
      }
    }
    if (!s.ok()) return s.WithContext(std::string("read the column sizes of ") + f.fts);
    RowFacts facts(static_cast<int>(f.columns.size()));
    std::unordered_map<int64_t, int64_t> last_of;  // a shared full-text row -> its last rule
    auto add = [&](int64_t rowid, const std::string& group, bool heading) -> Status {
      // A rule that shares its full-text row (PrepareRuleRows) has that row's sizes, and comes
      // after the row's earlier rules in its chain (rows in rowid order).
      const auto shared =
          t == 0 ? pending_->shares_row_of.find(rowid) : pending_->shares_row_of.end();
      const int64_t fts_rowid = shared == pending_->shares_row_of.end() ? rowid : shared->second;
      auto it = sizes.find(fts_rowid);
      const auto place = t == 0 ? pending_->place_of.find(rowid) : pending_->place_of.end();
      Status set = facts.Set(rowid, facts.GroupIndex(group), heading,
                             it == sizes.end() ? std::vector<int64_t>{} : it->second,
                             place == pending_->place_of.end() ? 0 : place->second,
                             t == 0 && pending_->variant_rows.count(rowid) > 0);
      if (!set.ok()) return set.WithContext(std::string("row facts of ") + f.fts);
      if (fts_rowid != rowid) {
        auto [last, fresh] = last_of.try_emplace(fts_rowid, fts_rowid);
        set = facts.Link(last->second, rowid);
        if (!set.ok()) return set.WithContext("link the rules that share a full-text row");
        last->second = rowid;
      }
      return Status::Ok();
    };
    if (t == 0) {
      const auto& rules = pending_->rules;
      for (size_t i = 0; i < rules.size(); ++i) {
        s = add(rules[i].rowid, rules[i].doc, pending_->heading[i] != 0);
        if (!s.ok()) return s;
      }
    } else {
      auto rows = db_.Prepare(f.rows);
      if (!rows.ok()) return rows.status();
      while (rows->Step(&s)) {
        Status added = add(rows->Int(0), rows->Text(1), rows->Int(2) != 0);
        if (!added.ok()) return added;
      }
      if (!s.ok()) return s.WithContext(std::string("read the rows of ") + f.fts);
    }
    auto write = db_.Prepare(
        "INSERT INTO fts_rows(tbl, sizes, groups, records, links) VALUES (?1, ?2, ?3, ?4, ?5)");
    if (!write.ok()) return write.status();
    write->Bind(1, t).Bind(2, facts.sizes()).Bind(3, facts.GroupsText());
    write->BindBlob(4, facts.Records()).BindBlob(5, facts.Links());
    s = write->Run();
    if (!s.ok()) return s.WithContext(std::string("write the row facts of ") + f.fts);
  }
  return Status::Ok();
}

Result<Database> Writer::Finish() {
  // The terms each distinct rule text defines (a text recurs in every release that kept it),
  // found on another thread while this one creates the indexes and reads the glossary.
  pending_->defined_terms_later = std::async(std::launch::async, [this] {
    std::unordered_map<std::string, std::vector<std::string>> out;
    for (const auto& r : pending_->rules) {
      if (auto [it, added] = out.try_emplace(r.text); added) it->second = DefinedTerms(r.text);
    }
    return out;
  });
  // The rules' index and the glossary's links to them, for PrepareRuleRows, on another thread too
  // (they read only the rows added so far).
  pending_->links_later = std::async(std::launch::async, [this] {
    GlossaryLinks out;
    const auto& rules = pending_->rules;
    auto& index = out.index;
    for (size_t i = 0; i < rules.size(); ++i) {
      index.emplace(std::pair<std::string_view, std::string_view>{rules[i].doc, rules[i].id}, i);
    }
    // Glossary entries -> the rules they point at, sense by sense.
    out.aliases.resize(rules.size());
    out.definitions.resize(rules.size());
    const auto& glossary = pending_->glossary;
    std::vector<std::vector<size_t>> targets(glossary.size());
    std::map<std::pair<std::string, std::string>, size_t> term_index;  // (doc, term key)
    for (size_t g = 0; g < glossary.size(); ++g) {
      const auto& e = glossary[g];
      term_index.emplace(std::pair{e.doc, WordKey(e.term)}, g);
      if (!e.rule_id.empty()) {
        out.terms_of_rule[{e.doc, e.rule_id}].push_back(ToLowerAscii(e.term));
      }
      const auto game = pending_->game_of.find(e.doc);
      const corpus::IdStyle style =
          corpus::StyleForGame(game == pending_->game_of.end() ? std::string() : game->second);
      const auto senses = Senses(e.definition);
      for (const auto& sense : senses) {
        std::vector<std::string> ids = corpus::ReferencedIds(sense, style);
        if (senses.size() == 1 && !e.rule_id.empty()) ids.insert(ids.begin(), e.rule_id);
        for (const auto& id : ids) {
          auto it = index.find({e.doc, id});
          if (it == index.end()) continue;
          if (std::find(targets[g].begin(), targets[g].end(), it->second) == targets[g].end()) {
            targets[g].push_back(it->second);
          }
          AddUnique(&out.aliases[it->second], e.term);
          if (!SameCollapsed(sense, rules[it->second].text)) {
            AddUnique(&out.definitions[it->second], sense);
          }
        }
      }
    }
    // "See <term>": the entry's term also names the rules of the term it sends the reader to.
    for (const auto& e : glossary) {
      for (const auto& key : SeeTerms(e.definition)) {
        auto other = term_index.find({e.doc, key});
        if (other == term_index.end()) continue;
        for (size_t r : targets[other->second]) AddUnique(&out.aliases[r], e.term);
      }
    }
    return out;
  });
  // The cards' glossary terms and keys, for IndexCards.
  pending_->card_rows_later = std::async(std::launch::async, [this] { return PrepareCardRows(); });
  // Every rule's full-text row, from the two above, while this thread creates the indexes and
  // writes the cards (which need neither).
  pending_->rule_rows_later = std::async(std::launch::async, [this] { PrepareRuleRows(); });
  // Then rules_fts, on its own connection: half the writer's work, off its thread.
  pending_->rules_fts_later = std::async(std::launch::async, [this] { return IndexRulesApart(); });
  Status s = db_.Exec(IndexesSql(), "create indexes");
  if (!s.ok()) return s;
  s = IndexCards();
  if (!s.ok()) return s;
  s = db_.Exec("PRAGMA user_version = " + std::to_string(kSchemaVersion) +
                   "; PRAGMA application_id = " + std::to_string(kApplicationId) + ";",
               "stamp schema version");
  if (!s.ok()) return s;
  s = db_.Exec(
      "UPDATE documents SET rule_count = (SELECT count(*) FROM rules r WHERE r.doc = "
      "documents.key), entries = CASE role "
      "WHEN 'rulings' THEN (SELECT count(*) FROM rulings r WHERE r.doc = documents.key) "
      "WHEN 'cards' THEN (SELECT count(*) FROM card_db c WHERE c.file = documents.source) "
      "ELSE 0 END;"
      "INSERT INTO glossary_fts(glossary_fts) VALUES ('optimize');"
      "INSERT INTO rulings_fts(rulings_fts) VALUES ('optimize');"
      "INSERT INTO scenarios_fts(scenarios_fts) VALUES ('optimize');",
      "count rules, optimize full-text indexes");
  if (!s.ok()) return s;
  // rules_fts's tables and the vocabulary as the worker wrote them, copied record by record
  // (SQLite's transfer of rows between tables of the same shape). This connection never reads or
  // writes rules_fts itself: FTS5 keeps what it last read of an index, and would not see these
  // rows.
  s = pending_->rules_fts_later.get();
  if (!s.ok()) return s;
  auto attach = db_.Prepare("ATTACH ?1 AS rules_fts_built");
  if (!attach.ok()) return attach.status();
  attach->Bind(1, rules_fts_path_);
  s = attach->Run();
  if (!s.ok()) return s.WithContext("attach " + rules_fts_path_);
  rules_fts_attached_ = true;
  for (const char* table :
       {"rules_fts_data", "rules_fts_idx", "rules_fts_content", "rules_fts_docsize",
        "rules_fts_config", "fts_terms", "vocabulary", "vocabulary_lengths", "stem_rules"}) {
    s = db_.Exec(std::string("DELETE FROM main.") + table + "; INSERT INTO main." + table +
                     " SELECT * FROM rules_fts_built." + table + ";",
                 std::string("copy ") + table);
    if (!s.ok()) return s;
  }
  s = WriteSearchCounts();
  if (!s.ok()) return s;
  st_.reset();
  change_st_.reset();  // finalized before the commit, as st_ (store/writer_changes.cc)
  change_id_st_.reset();
  card_st_.reset();
  scenario_card_st_.reset();
  s = tx_->Commit();
  if (!s.ok()) return s;
  tx_.reset();
  if (rules_fts_attached_) {  // attached in the transaction, detached after it
    s = db_.Exec("DETACH rules_fts_built;", "detach " + rules_fts_path_);
    if (!s.ok()) return s;
    rules_fts_attached_ = false;
    std::remove(rules_fts_path_.c_str());
    // FTS5 keeps what it read of an index's structure per connection, and reads it again only
    // after another connection's write or a rollback: a rolled-back write that changes nothing
    // makes this connection (handed back to the caller) see the rows copied in.
    s = db_.Exec("BEGIN; DELETE FROM rules_fts WHERE rowid = -1; ROLLBACK;",
                 "read rules_fts again");
    if (!s.ok()) return s;
  }
  if (previous_attached_) {
    s = db_.Exec("DETACH previous;", "detach the previous database");
    if (!s.ok()) return s;
    previous_attached_ = false;
  }
  // The query planner's statistics, from a sample of each index (the first rows SQLite visits,
  // the same every build): enough to tell a selective column from a repeated one, at a sixth of
  // a full ANALYZE's cost.
  s = db_.Exec("PRAGMA analysis_limit = 1000; ANALYZE;", "analyze");
  if (!s.ok()) return s;
  return std::move(db_);
}

}  // namespace arbiter::store
