#include "build/search_aids.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "corpus/card_keywords.h"
#include "corpus/synonyms.h"
#include "scenario/card_catalog.h"
#include "scenario/game_table.h"
#include "store/text_words.h"
#include "store/writer.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::build {

std::vector<std::string> MissingTargets(const std::vector<std::string>& targets,
                                        const std::string& rules_text) {
  // The text's crude stems as numbers, and where each stem occurs: a target is present when its
  // stems follow each other somewhere (one scan of the text, then a few positions per target).
  std::unordered_map<std::string, int> number;
  std::vector<int> text;
  std::vector<std::vector<int>> positions;  // stem number -> its positions in `text`
  // Each distinct word's stem number: words recur, and are looked up as views, without a copy.
  struct ViewHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, int, ViewHash, std::equal_to<>> stem_of_word;
  store::ForEachWord(rules_text, [&](std::string_view w) {
    int n = 0;
    if (auto known = stem_of_word.find(w); known != stem_of_word.end()) {
      n = known->second;
    } else {
      auto [it, added] =
          number.try_emplace(store::CrudeStem(std::string(w)), static_cast<int>(positions.size()));
      if (added) positions.emplace_back();
      n = it->second;
      stem_of_word.emplace(std::string(w), n);
    }
    positions[n].push_back(static_cast<int>(text.size()));
    text.push_back(n);
  });
  std::vector<std::string> out;
  for (const auto& t : targets) {
    std::vector<int> key;
    bool known = true;
    for (const std::string& w : store::Words(t)) {
      auto it = number.find(store::CrudeStem(w));
      if (it == number.end()) {
        known = false;
        break;
      }
      key.push_back(it->second);
    }
    bool found = false;
    if (known && !key.empty()) {
      for (int p : positions[key[0]]) {
        if (p + key.size() > text.size()) break;
        found = std::equal(key.begin(), key.end(), text.begin() + p);
        if (found) break;
      }
    }
    if (!found) out.push_back(t);
  }
  return out;
}

namespace {

// Whether `rules_db_dir` holds every card file of `module` (a scratch or test corpus has none).
bool HasCardFiles(const engine::GameModule& module, const std::string& rules_db_dir) {
  const auto files = module.CardFiles();
  return std::all_of(files.begin(), files.end(),
                     [&](const std::string& f) { return FileExists(JoinPath(rules_db_dir, f)); });
}

}  // namespace

void ReadCardCatalogs(const std::string& rules_db_dir) {
  for (const auto& row : scenario::Games()) {
    const engine::GameModule& module = row.get();
    if (HasCardFiles(module, rules_db_dir)) {
      (void)scenario::CardCatalog::For(row.game, module, rules_db_dir,
                                       scenario::CardDetail::kPrinted);
    }
  }
}

Result<CheckedSynonyms> CheckSynonyms(const std::string& rules_db_dir,
                                      const std::vector<corpus::ImportedDocument>& documents) {
  // The games, and the text of each game's rules (titles and texts, one rule per line so that a
  // phrase never spans two rules).
  // A line that recurs (in every release that kept the rule) is taken once.
  CheckedSynonyms out;
  std::map<std::string, std::string> text_of;
  std::map<std::string, std::unordered_set<std::string_view>> seen_of;
  for (const auto& d : documents) {
    if (d.doc.role == "secondary") continue;
    if (!text_of.count(d.doc.game)) out.games.push_back(d.doc.game);
    std::string& text = text_of[d.doc.game];
    auto& seen = seen_of[d.doc.game];
    auto add = [&](const std::string& line) {
      if (seen.insert(line).second) text += line + "\n";
    };
    for (const auto& r : d.rules) {
      add(r.title);
      add(r.text);
    }
    for (const auto& g : d.glossary) add(g.term);
    auto& names = out.keyword_names[d.doc.game];
    for (auto& n : corpus::KeywordAbilityNames(d)) {
      if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(std::move(n));
    }
  }
  for (const auto& game : out.games) {
    auto synonyms = corpus::LoadSynonyms(rules_db_dir, game);
    if (!synonyms.ok()) return synonyms.status();
    // One pass over the game's text for all its synonyms (the text holds every version).
    std::vector<std::string> targets;
    for (const auto& y : *synonyms) targets.push_back(y.target);
    const std::vector<std::string> absent = MissingTargets(targets, text_of[game]);
    out.absent[game] = std::set<std::string>(absent.begin(), absent.end());
    out.synonyms[game] = std::move(*synonyms);
  }
  return out;
}

Status WriteSearchAids(const std::string& rules_db_dir, const CheckedSynonyms& checked,
                       store::Writer* writer, int* anomalies) {
  for (const auto& game : checked.games) {
    const std::set<std::string>& absent_set = checked.absent.at(game);
    std::set<std::string> missing;
    for (const auto& y : checked.synonyms.at(game)) {
      if (!absent_set.count(y.target)) {
        Status s = writer->AddSynonym({game, y.phrase, y.target, y.line});
        if (!s.ok()) return s;
        continue;
      }
      if (!missing.insert(y.target + "\n" + std::to_string(y.line)).second) continue;
      ++*anomalies;
      Status s = writer->AddAnomaly(
          {"", corpus::SynonymsFile(game), y.line, "warning", "synonym-not-in-rules",
           "'" + y.target + "' is in no " + game + " rule; the synonym is left out"});
      if (!s.ok()) return s;
    }
  }

  for (const auto& row : scenario::Games()) {
    if (!checked.absent.count(row.game)) continue;
    const engine::GameModule& module = row.get();
    // A corpus without the game's card files (a scratch or test corpus) has no cards to search.
    if (!HasCardFiles(module, rules_db_dir)) continue;
    auto catalog =
        scenario::CardCatalog::For(row.game, module, rules_db_dir, scenario::CardDetail::kPrinted);
    if (!catalog.ok()) return catalog.status();
    // A game whose card data names no keywords (MTG's oracle files): each card's are read from
    // its printed keyword lines, by the names its rules define.
    const bool printed_keywords = std::none_of(
        (*catalog)->names().begin(), (*catalog)->names().end(), [&](const std::string& name) {
          const engine::Card* card = (*catalog)->Find(name);
          return card && !card->keywords.empty();
        });
    const auto names_of = checked.keyword_names.find(row.game);
    std::optional<corpus::KeywordNames> keyword_names;
    if (printed_keywords && names_of != checked.keyword_names.end()) {
      keyword_names.emplace(names_of->second);
    }
    for (const auto& name : (*catalog)->names()) {
      const engine::Card* card = (*catalog)->Find(name);
      if (!card) continue;
      store::CardRecord rec;
      rec.game = row.game;
      rec.name = card->name;
      std::vector<std::string> type = {card->type};
      type.insert(type.end(), card->subtypes.begin(), card->subtypes.end());
      rec.type_line = CollapseSpaces(Join(type, " "));
      for (const auto& k : card->keywords) rec.keywords.push_back(k.name);
      if (keyword_names) rec.keywords = keyword_names->PrintedIn(card->rules_text);
      // Its lines kept (each one's spaces collapsed): an MTG keyword line ("Flying") ends with
      // no stop, and search reads the card's text by sentences.
      std::vector<std::string> lines;
      for (const auto& line : SplitLines(card->rules_text + "\n" + card->effect_text)) {
        std::string collapsed = CollapseSpaces(line);
        if (!collapsed.empty()) lines.push_back(std::move(collapsed));
      }
      rec.text = Join(lines, "\n");
      Status s = writer->AddCard(rec);
      if (!s.ok()) return s;
    }
  }
  return Status::Ok();
}

}  // namespace arbiter::build
