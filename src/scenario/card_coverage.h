// Card coverage: how much of a game's card database the engine runs. Every card of the module's
// card database files (GameModule::CardDatabaseFiles) is compiled as a scenario would see it; a
// card is fully modelled when none of its abilities is marked not modelled. The phrases that stop
// the others are ranked by how many cards they block (XMage's VerifyCardDataTest in spirit).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/module.h"
#include "util/status.h"

namespace arbiter::scenario {

struct BlockingPhrase {
  std::string phrase;  // "When I conquer", "Channel N rune(s) exhausted."
  int cards = 0;       // distinct cards it blocks
  int alone = 0;       // of those, the cards no other phrase blocks (what fixing it gains)
  std::vector<std::string> sample;  // a few of those card names, in file order
};

// One card that is not fully modelled and the printed lines that stop it (ability text, as shown).
struct BlockedCard {
  std::string name;
  std::vector<std::string> lines;  // the text of each not-modelled ability
  std::vector<std::string> phrases;
};

struct CardCoverage {
  std::string game;
  std::vector<std::string> files;             // relative to rules-db/
  int cards = 0;                              // distinct names
  int modelled = 0;                           // with no ability marked not modelled
  std::vector<std::string> unmodelled_cards;  // names, in file order
  // The fully modelled cards, in file order: name and card type ("Unit", "Spell", ...).
  std::vector<std::pair<std::string, std::string>> modelled_cards;
  std::vector<BlockedCard> blocked;     // the same cards with what stops each
  std::vector<BlockingPhrase> phrases;  // most cards first, then by phrase
};

// The phrase a not-modelled ability is counted under: the sentence no template compiled, the
// trigger the module has no event for, or the kind of ability ("an activated ability"), with
// numbers written N.
std::string BlockingPhraseOf(const engine::Ability& ability);

// Compiles every card scenarios can name (scenario/card_catalog.h: built-in cards, card files,
// card scripts merged) and every other card of `module`'s card database under `rules_db_dir`
// (the first card of a name counts). IoError/Corruption naming the file when one cannot be read.
Result<CardCoverage> ComputeCardCoverage(const std::string& game, const engine::GameModule& module,
                                         const std::string& rules_db_dir);

}  // namespace arbiter::scenario
