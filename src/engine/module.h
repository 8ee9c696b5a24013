// GameModule: what a game plugs into the kernel. One subclass per game (games/<game>/), registered
// in one table (scenario/game_table.cc, one row per game). The kernel calls these hooks; the
// module never runs the loop itself: it asks the Engine to Perform events, Choose, and Note trace
// entries.
//
// How to plug a game in (see also src/engine/README.md):
//   1. Rules(): the table of every rule id the module may cite ({id, name, kind}). Cite only these.
//   2. Actions(): the verbs a scenario step may use, with their parameters (the scenario loader
//      validates steps against them and suggests near misses).
//   3. Setup(): create the zones for the players; CardFiles()/ParseCardFile()/BuiltinCards(): the
//      cards scenarios may name (the scenario layer reads the files from the rules-db/ it was
//      given; the module never opens a file).
//   4. Do(): perform one scripted action (check legality first: refuse with Engine::Refuse and the
//      rule). Express what happens as Events through Engine::Perform so replacements and triggers
//      see them.
//   5. Apply(): make one event happen (mutate state, Note what changed with the rule that says so).
//   6. Replacements()/Triggers()/StateChecks(): what the loop asks after and around each event.
//   7. PutOnStack()/Resolve(): how pending triggers become stack/chain items and how one resolves.
//   8. Derive()/Property(): computed values with their derivation, for `why` and assertions.
//   9. EndTurn()/BeginTurn(): turn structure hooks for "this turn" effects and phase triggers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/derivation.h"
#include "engine/event.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/unmodelled.h"
#include "util/status.h"

namespace arbiter::engine {

class Engine;

// A parameter of a scenario action, for validation and help.
struct ParamSpec {
  enum class Type { kObject, kObjects, kPlayer, kZone, kInt, kBool, kString, kStrings, kCard };
  std::string name;
  Type type = Type::kObject;
  bool required = true;
  std::vector<std::string> words = {};  // for kString: the allowed values (empty: any)
  std::string help = {};
};

// One verb of a module's table: a scenario step, or an instruction of a card's ability.
struct ActionSpec {
  std::string verb;
  std::string summary;  // one line: "attach GEAR to UNIT (421)"
  std::vector<ParamSpec> params;
  std::vector<std::string> rules = {};  // the rules its handler cites (registered in Rules())
};

// What a card of this game is made of, for the scenario loader to check inline cards and card
// script files against (instead of knowing one game's words).
struct CardVocabulary {
  std::vector<std::string> types;          // each word of an inline card's "type"
  std::vector<std::string> stats;          // integer fields: "might", "power", "toughness", ...
  std::vector<std::string> string_fields;  // text fields the module reads: "arrows", "mana_cost"
  std::vector<std::string> ability_kinds;  // "triggered", "spell", "activated", "static", ...
  std::vector<std::string> triggers;       // events a triggered ability may wait for
  std::vector<std::string> keywords;       // keyword names ("Assault"); empty: any
  std::vector<std::string> text_boxes = {"rules"};  // Riftbound adds "effect" (718.3)
  bool effect_is_text = false;  // an ability's effect is its text (Dimensional Rift), not verbs
};

class GameModule {
 public:
  virtual ~GameModule() = default;

  virtual const RuleTable& Rules() const = 0;
  virtual const std::vector<ActionSpec>& Actions() const = 0;
  // Zone names a scenario may place objects in ("base", "battlefield-1", "trash", ...).
  virtual std::vector<std::string> ZoneNames() const = 0;
  // Property names a scenario may assert or `why` may explain ("might", "mighty", "zone").
  virtual std::vector<std::string> PropertyNames() const = 0;
  // The verbs a card's ability may use in its "effect" (validated by the loader like steps).
  // Default: the scenario step verbs.
  virtual const std::vector<ActionSpec>& CardVerbs() const { return Actions(); }
  // The words of this game's cards (types, stats, ability kinds, triggers, keywords).
  virtual CardVocabulary Vocabulary() const { return {}; }
  // Sets a text field of the vocabulary on a card ("arrows": "n=2 e"); InvalidArgument with what
  // is wrong. Called by the loader for each of Vocabulary().string_fields a card gives.
  virtual Status ApplyCardField(Card* card, const std::string& field,
                                const std::string& value) const {
    return Status::InvalidArgument("no field '" + field + "'");
  }
  // Choice kinds this module asks for (ChoiceRequest::kind), so the scenario loader can check
  // scripted answers and suggest near misses. Empty (the default): any kind is accepted.
  virtual std::vector<std::string> ChoiceKinds() const { return {}; }

  // Creates the zones for state->players (already filled). Returns InvalidArgument for setups the
  // game cannot have (e.g. three players where the mode has two).
  virtual Status Setup(GameState* state) const = 0;
  // The card files scenarios of this game may name cards from, relative to the rules-db/ folder,
  // in order (the first card of a name wins).
  virtual std::vector<std::string> CardFiles() const { return {}; }
  // The cards of one card file's text, ready to play. Corruption "<file>: <what>" when the text is
  // not a card file of this game.
  virtual Result<std::vector<Card>> ParseCardFile(std::string_view text,
                                                  const std::string& file) const {
    return std::vector<Card>{};
  }
  // The cards of one card file's text as printed, for readers that need no abilities (card
  // lookups, search): names, types, stats, keywords and texts as ParseCardFile gives them, with
  // no text compiled (`abilities` may be empty). Default: ParseCardFile.
  virtual Result<std::vector<Card>> ParseCardData(std::string_view text,
                                                  const std::string& file) const {
    return ParseCardFile(text, file);
  }
  // The game's whole card database (relative to rules-db/), for `arbiter cards --coverage`: every
  // card there is compiled and counted. Default: CardFiles().
  virtual std::vector<std::string> CardDatabaseFiles() const { return CardFiles(); }
  // Card script files (relative to rules-db/), in the syntax of a scenario's inline cards: a
  // script for a card of the card files gives its abilities (its printed fields come from the
  // data); a script for a new name is a card of its own.
  virtual std::vector<std::string> ScriptFiles() const { return {}; }
  // Cards the module defines itself (made-up cards for its own examples), before any file's.
  virtual std::vector<Card> BuiltinCards() const { return {}; }
  // Completes a card: turns its text into abilities the module runs, and marks each ability whose
  // text it does not execute (Ability::not_modelled, with one "not-modelled" instruction as its
  // effect) so that a run names it instead of skipping it. Called for the cards of the card files
  // and for every inline card of a scenario (abilities an inline card gives are kept). The default
  // does nothing.
  virtual void CompleteCard(Card* card) const {}
  // True when `ability` of object `id` could change the game now, with nothing else happening:
  // the engine names each not-modelled ability for which this holds, before and after each step.
  // (Triggered, activated and spell text is named when it triggers, is activated or resolves.)
  // Default: a static ability, or a trigger on an event the module does not fire (no `trigger`),
  // of an object in a board zone.
  virtual bool AbilityFunctions(const GameState& s, ObjectId id, const Ability& ability) const {
    return NamedWhileInPlay(ability) && s.zone(s.obj(id).zone).board;
  }
  // Checks a finished setup (an attached unit in the trash, a buff on a gear...). Adds a message
  // per problem, naming the object key; empty when fine.
  virtual std::vector<std::string> ValidateSetup(const GameState& state) const { return {}; }

  // Performs one scripted action. Preconditions: arguments validated against Actions().
  virtual void Do(Engine& engine, const Action& action) const = 0;
  // Makes one event happen.
  virtual void Apply(Engine& engine, Event& event) const = 0;
  // Replacement effects that apply to `event` right now (before it happens).
  virtual std::vector<Replacement> Replacements(const Engine& engine, const Event& event) const {
    return {};
  }
  // Triggered abilities that trigger on `event`, which has just happened. Look-back information
  // (what a card was like before it left play) is the module's to keep: note it in Apply, where
  // both states are at hand, into event.args or the PendingTrigger snapshot; Apply may also add
  // pending triggers itself with Engine::AddPending.
  virtual std::vector<PendingTrigger> Triggers(const Engine& engine, const Event& event) const {
    return {};
  }
  // State-based checks (Riftbound Cleanup 322, MTG 704): performs what they find through
  // engine.Perform and returns true when anything happened.
  virtual bool StateChecks(Engine& engine, int parent) const { return false; }
  // Puts ordered pending triggers on the stack/chain (or resolves them at once in games that do).
  virtual void PutOnStack(Engine& engine, std::vector<PendingTrigger> ordered) const = 0;
  // True when the top stack item should resolve without a scripted "pass" (both players pass).
  virtual bool AutoResolve(const Engine& engine) const { return true; }
  // Resolves the top item of the stack/chain.
  virtual void ResolveTop(Engine& engine) const = 0;
  // The stack/chain zone, or kNoZone.
  virtual ZoneId StackZone(const GameState& state) const = 0;
  // The rule that governs resolving a stack/chain item (MTG "608.2", Riftbound "336.1"): the
  // engine cites it on a resolution entry (TraceEntry::Kind::kResolve) that cites no rule of its
  // own. Must be registered in Rules(); "" (the default) cites nothing.
  virtual std::string ResolutionRule() const { return ""; }

  // A derived value with its derivation; false when the property is not derived for this object.
  virtual bool Derive(const GameState& state, ObjectId id, const std::string& property,
                      Derivation* out) const = 0;
  // A property's current value for assertions; sets *error and returns null when unknown.
  virtual Value Property(const GameState& state, ObjectId id, const std::string& property,
                         std::string* error) const = 0;

  // Turn structure: called by the "end-turn"/"next-turn" actions via Engine helpers.
  virtual void EndTurn(Engine& engine) const {}
  virtual void BeginTurn(Engine& engine) const {}
};

}  // namespace arbiter::engine
