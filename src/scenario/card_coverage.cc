#include "scenario/card_coverage.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "scenario/card_catalog.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::scenario {
namespace {

// Numbers become N, so "Deal 3 to a unit" and "Deal 5 to a unit" are one phrase.
std::string NumbersAsN(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(text[i]))) {
      out += 'N';
      while (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

std::string BlockingPhraseOf(const engine::Ability& ab) {
  const std::string& why = ab.not_modelled;
  const std::string quoted = "no template compiles \"";
  if (StartsWith(why, quoted) && why.size() > quoted.size())
    return NumbersAsN(why.substr(quoted.size(), why.size() - quoted.size() - 1));
  if (why == "the module has no event for this trigger" ||
      StartsWith(why, "a trigger event this module does not fire"))
    return NumbersAsN(ab.text.substr(0, ab.text.find(','))) + ", ... (no such trigger event)";
  if (ab.kind == "activated") return "an activated ability (" + why + ")";
  if (ab.kind == "cost") return "an additional or alternative cost";
  if (StartsWith(why, "[")) return why.substr(0, why.find(']') + 1) + " with more text";
  const size_t dot = ab.text.find(". ");
  return NumbersAsN(dot == std::string::npos ? ab.text : ab.text.substr(0, dot + 1));
}

Result<CardCoverage> ComputeCardCoverage(const std::string& game, const engine::GameModule& module,
                                         const std::string& rules_db_dir) {
  CardCoverage cov;
  cov.game = game;
  // The cards scenarios see (built-in, card files, card scripts merged), then the rest of the
  // database.
  std::vector<engine::Card> cards;
  auto catalog = CardCatalog::For(game, module, rules_db_dir);
  if (!catalog.ok()) return catalog.status();
  for (const std::string& name : (*catalog)->names()) cards.push_back(*(*catalog)->Find(name));
  const std::vector<std::string> card_files = module.CardFiles();
  for (const std::string& file : card_files) cov.files.push_back(file);
  for (const std::string& file : module.CardDatabaseFiles()) {
    if (std::find(card_files.begin(), card_files.end(), file) != card_files.end()) continue;
    cov.files.push_back(file);
    auto text = ReadFile(JoinPath(rules_db_dir, file));
    if (!text.ok()) return text.status().WithContext(game + " card database");
    auto parsed = module.ParseCardFile(*text, JoinPath(rules_db_dir, file));
    if (!parsed.ok()) return parsed.status();
    for (engine::Card& c : *parsed) cards.push_back(std::move(c));
  }
  std::set<std::string> seen;
  std::map<std::string, BlockingPhrase> phrases;
  for (engine::Card& card : cards) {
    if (!seen.insert(card.name).second) continue;
    ++cov.cards;
    std::set<std::string> blocked_by;
    BlockedCard detail;
    detail.name = card.name;
    for (const engine::Ability& ab : card.abilities) {
      if (ab.not_modelled.empty()) continue;
      blocked_by.insert(BlockingPhraseOf(ab));
      if (std::find(detail.lines.begin(), detail.lines.end(), ab.text) == detail.lines.end())
        detail.lines.push_back(ab.text);
    }
    if (blocked_by.empty()) {
      ++cov.modelled;
      cov.modelled_cards.emplace_back(card.name, card.type);
      continue;
    }
    cov.unmodelled_cards.push_back(card.name);
    for (const std::string& p : blocked_by) {
      BlockingPhrase& b = phrases[p];
      b.phrase = p;
      ++b.cards;
      if (blocked_by.size() == 1) ++b.alone;
      if (b.sample.size() < 3) b.sample.push_back(card.name);
    }
    detail.phrases.assign(blocked_by.begin(), blocked_by.end());
    cov.blocked.push_back(std::move(detail));
  }
  for (auto& [p, b] : phrases) cov.phrases.push_back(std::move(b));
  std::stable_sort(
      cov.phrases.begin(), cov.phrases.end(),
      [](const BlockingPhrase& a, const BlockingPhrase& b) { return a.cards > b.cards; });
  return cov;
}

}  // namespace arbiter::scenario
