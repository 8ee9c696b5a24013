#include "scenario/card_catalog.h"

#include <memory>
#include <mutex>

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
                                            const std::string& rules_db_dir) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<CardCatalog>> loaded;  // "<game>\n<dir>"
  std::lock_guard<std::mutex> lock(mu);
  const std::string key = game + "\n" + rules_db_dir;
  if (auto it = loaded.find(key); it != loaded.end()) return it->second.get();
  auto catalog = std::make_unique<CardCatalog>();
  for (engine::Card& card : module.BuiltinCards()) catalog->Add(std::move(card));
  for (const std::string& file : module.CardFiles()) {
    const std::string path = JoinPath(rules_db_dir, file);
    auto text = ReadFile(path);
    if (!text.ok()) return text.status().WithContext(game + " cards");
    auto cards = module.ParseCardFile(*text, path);
    if (!cards.ok()) return cards.status();
    for (engine::Card& card : *cards) catalog->Add(std::move(card));
  }
  const CardCatalog* out = catalog.get();
  loaded.emplace(key, std::move(catalog));
  return out;
}

const engine::Card* CardCatalog::Find(const std::string& name) const {
  auto it = cards_.find(name);
  return it == cards_.end() ? nullptr : &it->second;
}

}  // namespace arbiter::scenario
