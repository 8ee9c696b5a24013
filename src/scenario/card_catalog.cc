#include "scenario/card_catalog.h"

#include <future>
#include <memory>
#include <mutex>

#include "corpus/rules_db.h"
#include "scenario/loader.h"
#include "util/diagnostics.h"
#include "util/files.h"

namespace arbiter::scenario {

void CardCatalog::Add(engine::Card card) {
  if (cards_.count(card.name)) return;
  names_.push_back(card.name);
  std::string name = card.name;
  cards_.emplace(std::move(name), std::move(card));
}

Result<const CardCatalog*> CardCatalog::For(const std::string& game,
                                            const engine::GameModule& module,
                                            const std::string& rules_db_dir, CardDetail detail) {
  const bool compiled = detail == CardDetail::kCompiled;
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<CardCatalog>> loaded;  // "<game>\n<dir>"
  std::lock_guard<std::mutex> lock(mu);
  const std::string key = game + "\n" + rules_db_dir + (compiled ? "" : "\nprinted");
  if (auto it = loaded.find(key); it != loaded.end()) return it->second.get();
  auto catalog = std::make_unique<CardCatalog>();
  for (engine::Card& card : module.BuiltinCards()) catalog->Add(std::move(card));
  // Card databases added with `arbiter import` first: a newer text of a card wins.
  std::vector<std::string> files = corpus::ImportedCardFiles(rules_db_dir, game);
  for (const std::string& file : module.CardFiles()) files.push_back(file);
  for (const std::string& file : files) {
    const std::string path = JoinPath(rules_db_dir, file);
    Result<std::vector<engine::Card>> cards = std::vector<engine::Card>{};
    if (compiled) {
      auto text = ReadFile(path);
      if (!text.ok()) return text.status().WithContext(game + " cards");
      cards = module.ParseCardFile(*text, path);
    } else {
      cards = PrintedCardFile(module, path);
    }
    if (!cards.ok()) return cards.status();
    for (engine::Card& card : *cards) catalog->Add(std::move(card));
  }
  // Card scripts: a script for a card of the data gives its abilities (the data keeps its printed
  // fields unless the script sets them); a script for a new name is a card of its own.
  for (const std::string& file : module.ScriptFiles()) {
    const std::string path = JoinPath(rules_db_dir, file);
    auto text = ReadFile(path);
    if (!text.ok()) return text.status().WithContext(game + " card scripts");
    Diagnostics diags;
    auto scripts = ParseCardScripts(path, *text, module, game, catalog->names_, &diags);
    if (!scripts) return Status::Corruption(diags.Render());
    for (engine::Card& script : *scripts) {
      auto it = catalog->cards_.find(script.name);
      if (it == catalog->cards_.end()) {
        catalog->Add(std::move(script));
        continue;
      }
      engine::Card merged = it->second;
      if (!script.type.empty()) merged.type = script.type;
      for (const auto& [k, v] : script.stats) merged.stats[k] = v;
      if (!script.rules_text.empty()) merged.rules_text = script.rules_text;
      if (!script.effect_text.empty()) merged.effect_text = script.effect_text;
      if (!script.subtypes.empty()) merged.subtypes = script.subtypes;
      if (!script.keywords.empty()) merged.keywords = script.keywords;
      if (!compiled) {
        it->second = std::move(merged);
        continue;
      }
      merged.abilities = script.abilities;
      module.CompleteCard(&merged);  // the data's other lines: compiled or named
      it->second = std::move(merged);
    }
  }
  const CardCatalog* out = catalog.get();
  loaded.emplace(key, std::move(catalog));
  return out;
}

Result<std::vector<engine::Card>> CardCatalog::PrintedCardFile(const engine::GameModule& module,
                                                               const std::string& path) {
  using Parsed = std::shared_future<Result<std::vector<engine::Card>>>;
  static std::mutex mu;
  static std::map<std::pair<const engine::GameModule*, std::string>, Parsed> parsed;
  std::promise<Result<std::vector<engine::Card>>> promise;
  bool parse_here = false;
  Parsed shared;
  {
    std::lock_guard<std::mutex> lock(mu);
    auto [it, added] = parsed.try_emplace({&module, path});
    if (added) {
      it->second = promise.get_future().share();
      parse_here = true;
    }
    shared = it->second;
  }
  if (parse_here) {  // the first caller parses; the others wait for it
    auto text = ReadFile(path);
    promise.set_value(
        text.ok() ? module.ParseCardData(*text, path)
                  : Result<std::vector<engine::Card>>(text.status().WithContext("card file")));
  }
  return shared.get();
}

const engine::Card* CardCatalog::Find(const std::string& name) const {
  auto it = cards_.find(name);
  return it == cards_.end() ? nullptr : &it->second;
}

}  // namespace arbiter::scenario
