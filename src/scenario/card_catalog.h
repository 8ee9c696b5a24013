// The cards a game's scenarios may name: the module's own cards, then those of its card files
// (GameModule::CardFiles) read from the rules-db/ folder the command line was given. The first
// card of a name wins. Each (game, folder) is read once per process, when a scenario first names
// a card.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/module.h"
#include "util/status.h"

namespace arbiter::scenario {

// What a catalog's cards hold: abilities compiled from their text, ready to play (kCompiled), or
// the printed card only (kPrinted: names, types, stats, keywords, texts; no abilities), for
// readers that only show or index cards (the build's card lookups and search aids).
enum class CardDetail { kCompiled, kPrinted };

class CardCatalog {
 public:
  // The catalog of `game` (whose module is `module`) from `rules_db_dir`. IoError when a card
  // file cannot be read, Corruption when one is not a card file of the game; both name the file.
  static Result<const CardCatalog*> For(const std::string& game, const engine::GameModule& module,
                                        const std::string& rules_db_dir,
                                        CardDetail detail = CardDetail::kCompiled);

  // The cards of the card file at `path` as printed (GameModule::ParseCardData), read once per
  // process and path: the build's card lookups and the printed catalogs share one parse. Errors
  // as For's, naming `path`.
  static Result<std::vector<engine::Card>> PrintedCardFile(const engine::GameModule& module,
                                                           const std::string& path);

  // The card of that exact name, or nullptr.
  const engine::Card* Find(const std::string& name) const;
  // Every name, module's cards first, then file order (for "did you mean").
  const std::vector<std::string>& names() const { return names_; }

 private:
  void Add(engine::Card card);
  std::map<std::string, engine::Card> cards_;
  std::vector<std::string> names_;
};

}  // namespace arbiter::scenario
