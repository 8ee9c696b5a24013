// Internal helpers shared by the Riftbound module's files (not for other modules).
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/module.h"

namespace arbiter::games::riftbound {

using engine::Action;
using engine::Engine;
using engine::Event;
using engine::GameState;
using engine::ObjectId;
using engine::PlayerId;
using engine::ZoneId;

// Who and what an instruction runs for: a scenario step (source none, controller = the acting
// player) or a resolving spell/ability (its source, controller and chosen targets).
struct Ctx {
  ObjectId source = engine::kNoObject;
  PlayerId controller = engine::kNoPlayer;
  std::vector<ObjectId> targets;
  int parent = -1;
  bool from_hidden = false;
  ZoneId hidden_at = engine::kNoZone;
  PlayerId target_player = engine::kNoPlayer;  // "Choose an opponent." (355.9.a), if any
  ZoneId destination = engine::kNoZone;  // a move's destination chosen as it was played (355.4)
};

// --- argument access (arguments are validated by the scenario loader against Actions()) ---
std::string ArgStr(const Action& a, const std::string& name, const std::string& dflt = "");
int ArgInt(const Action& a, const std::string& name, int dflt = 0);
bool ArgBool(const Action& a, const std::string& name, bool dflt = false);
bool HasArg(const Action& a, const std::string& name);
// Object keys, with $self / $target / $target2 / $targets substituted from ctx.
std::vector<ObjectId> ArgObjects(Engine& e, const Action& a, const std::string& name,
                                 const Ctx& ctx);
ObjectId ArgObject(Engine& e, const Action& a, const std::string& name, const Ctx& ctx);
PlayerId ArgPlayer(Engine& e, const Action& a, const std::string& name, PlayerId dflt);
ZoneId ArgZone(Engine& e, const Action& a, const std::string& name, PlayerId owner);

// --- targets ---
// True when `id` meets a target requirement of card text (355.9.b): "unit", "unit-at-battlefield",
// "friendly-unit", "enemy-unit", "enemy-unit-at-battlefield" (friendly/enemy as seen by
// `controller`); otherwise false with the words it fails in *why ("not at a battlefield").
// `source`: the ability's source, for the words that compare with it ("might_lt_me").
bool MeetsRequirement(const GameState& s, ObjectId id, const std::string& requirement,
                      PlayerId controller, std::string* why, ObjectId source = engine::kNoObject);

// True when `id` can't be chosen by a spell or ability that `chooser` controls: its own
// "I can't be chosen by enemy spells and abilities" passive (757.1, 758) and `chooser` is an
// opponent (untargetable.cc).
bool Untargetable(const GameState& s, ObjectId id, PlayerId chooser);

// --- names and small facts ---
std::string Key(const GameState& s, ObjectId id);
std::string Name(const GameState& s, ObjectId id);
std::string PlayerName(const GameState& s, PlayerId p);
std::string ZoneLabel(const GameState& s, ZoneId z);
ZoneId Base(const GameState& s, PlayerId p);
ZoneId Trash(const GameState& s, PlayerId p);
ZoneId Hand(const GameState& s, PlayerId p);
ZoneId Deck(const GameState& s, PlayerId p);
ZoneId Chain(const GameState& s);
ZoneId Limbo(const GameState& s);
bool IsBattlefield(const GameState& s, ZoneId z);
bool ShowdownOpen(const GameState& s);
bool ChainOpen(const GameState& s);  // a Closed State (a chain exists)
PlayerId Opponent(const GameState& s, PlayerId p);

// --- the verbs ---
// One row of the module's verb table: what the loader checks (name, typed parameters, the rules
// its handler cites) and the handler that runs it.
struct VerbRow {
  engine::ActionSpec spec;
  void (*run)(Engine& e, const Action& a, const Ctx& ctx) = nullptr;
};
// Every verb of scenario steps and card programs, in help order (actions.cc). The last rows are
// verbs only resolving cards generate (vision, weaponmaster, not-modelled).
const std::vector<VerbRow>& VerbTable();
// The row of `verb`, or nullptr.
const VerbRow* FindVerb(const std::string& verb);
// Runs one instruction (scenario step or a line of a resolving program) through the table.
void Exec(Engine& e, const Action& a, Ctx ctx);
// Playing cards (play.cc): "play", "hide", timing and costs.
void DoPlay(Engine& e, const Action& a, Ctx ctx);
void DoHide(Engine& e, const Action& a, Ctx ctx);
void DoEquip(Engine& e, const Action& a, Ctx ctx);
// Where a unit token played with no location given enters: PLAYER's choice of their base or a
// battlefield they control (185.2.a, 355.2.a; kind "location", asked only when there is a choice;
// verbs_cards.cc).
ZoneId ChooseTokenLocation(Engine& e, PlayerId p, const std::string& name, int parent);
// Resolves a played card that is on top of the chain (play.cc).
void ResolveCard(Engine& e, ObjectId card);
// Predict X (436; predict.cc): the "predict" verb ("count" X, 1 when omitted).
void DoPredict(Engine& e, const Action& a, Ctx ctx);
// Standard Move (move.cc).
void DoMove(Engine& e, const Action& a, Ctx ctx);
// Combat (combat.cc).
bool StartCombatIfStaged(Engine& e, int parent);
void CloseShowdown(Engine& e, int parent);
// Non-Combat Showdowns and Focus (showdown.cc; 313, 323.8-323.12, 341-348).
// Cleanup steps for Contested battlefields (323.6, 323.8, 323.11) and, in a Neutral Open State
// with nothing pending, the start of a staged Non-Combat Showdown (323.12); true when it changed
// anything.
bool ShowdownStateChecks(Engine& e, int parent);
// Focus after a chain that began during a Showdown closes (347.1.b, 346, 346.1).
void TrackShowdownChain(Engine& e, int parent);
// The player with Focus, or kNoPlayer (313.5).
PlayerId FocusHolder(const GameState& s);
// `p` gains Focus (and Priority, 313.2); the note `text` cites `rules`.
void GiveFocus(Engine& e, PlayerId p, int parent, const std::vector<std::string>& rules,
               const std::string& text);
// False (and *why) when `p` may not act in a Showdown's Open State: another player has Focus
// (313.1, 347).
bool FocusAllows(const GameState& s, PlayerId p, std::string* why);
// PLAYER passes Focus (347.2); kNoPlayer: every player passes in sequence from the Focus holder.
// The Showdown closes once all have passed in sequence (347.2.a).
void PassInShowdown(Engine& e, PlayerId who, int parent);
// Closes the Non-Combat Showdown at `z` (348.2).
void CloseNonCombatShowdown(Engine& e, ZoneId z, int parent);
// "When you empower something else" of P's other objects as EMPOWERED becomes Empowered (441.2.a),
// and "When you choose me" / "When you choose a friendly unit" as P chooses their own TARGET for a
// spell or ability (355.5) (player_triggers.cc).
void CollectEmpowerOtherTriggers(Engine& e, PlayerId p, ObjectId empowered, int parent);
void CollectChosenTriggers(Engine& e, PlayerId p, ObjectId target, int parent);
// P recycled N cards (not runes) to a Main Deck: "When you recycle one or more cards" (416.1;
// player_triggers.cc). Called once per instruction or cost.
void CollectRecycleTriggers(Engine& e, PlayerId p, int n, int parent);
// Turn structure (turn.cc).
void EndTurn(Engine& e, int parent);
// The Beginning Phase's "At the start of each player's [first] Beginning Phase" triggers of every
// player's objects and of the battlefields (phases.cc; 315.2.a.1, 190.6.b).
void CollectEachBeginningPhaseTriggers(Engine& e, int parent);
// The Channel and Draw Phases and the start of the Main Phase (phases.cc; 315.3, 315.4, 316).
void RestOfStartOfTurn(Engine& e, int parent);
// Cleanup checks (cleanup.cc): returns true when it changed anything.
bool Cleanup(Engine& e, int parent);

// Costs: "[1][C]" etc. Digits are Energy; [C] is one Power of the card's domain (805.1.a.1
// reading of the gallery's symbol); [A] is one Power of any domain. Returns false (and *why) when
// the player cannot pay; pays when tracked (the scenario gave the player resources).
struct Cost {
  int energy = 0;
  int domain_power = 0;  // [C]
  int any_power = 0;     // [A]
  std::string text;      // as written
};
Cost ParseCost(const std::string& text);
std::string CostText(const Cost& c);
bool PayCost(Engine& e, PlayerId p, const Cost& c, const std::vector<std::string>& domains,
             int parent, const std::string& what, const std::vector<std::string>& rules,
             std::string* why);

// Resources restricted by card text to playing spells (rune_pool.cc; 002): AddOnlyForSpells adds
// Energy and Power that only a spell's cost may use; PayCardCost pays a played card's cost, a
// spell's from those first (and never another card's), then through PayCost.
void AddOnlyForSpells(Engine& e, PlayerId p, const Cost& c, const std::string& what, int parent);
bool PayCardCost(Engine& e, PlayerId p, const Cost& c, bool spell,
                 const std::vector<std::string>& domains, int parent, const std::string& what,
                 const std::vector<std::string>& rules, std::string* why);

// "When you play a spell that costs [N] or more": as P plays SPELL, the abilities of P's board
// objects with a threshold up to its printed Energy cost trigger (206; spell_triggers.cc).
void CollectCostlySpellTriggers(Engine& e, PlayerId p, ObjectId spell, int parent);

// Snapshot of Might for some units before a change, compared after it: "becomes Mighty" (709).
struct MightWatch {
  std::vector<std::pair<ObjectId, int>> before;
  std::vector<std::vector<std::string>> terms;     // "label|rule" of each watched unit's terms
  std::vector<std::vector<std::string>> keywords;  // "Name value|rule" of its active keywords
};
MightWatch WatchMight(const GameState& s, const std::vector<ObjectId>& ids);
MightWatch WatchAllMight(const GameState& s);
// Notes Might changes and "becomes Mighty" for the watched units; adds become-mighty triggers.
void ReportMight(Engine& e, const MightWatch& w, int parent);

// What a triggering event was about, for the conditions its abilities check (383.2.a.1): the
// battlefield it happened at ("that battlefield") and the object it concerned (the spell played).
struct TriggerEvent {
  ZoneId where = engine::kNoZone;
  ObjectId about = engine::kNoObject;
};
// True when triggered ability AB of SOURCE (controlled by CONTROLLER) triggers on the event EV:
// it has no condition, or its condition ("When I attack, if you control 4 or fewer runes, ...")
// holds now, as the Condition is met (383.2.a.1); noted in the trace under PARENT either way
// (conditions.cc).
bool TriggerConditionMet(Engine& e, const engine::Ability& ab, ObjectId source, PlayerId controller,
                         const TriggerEvent& ev, int parent);
// Triggered abilities written as data on a card (Ability{kind "triggered", trigger}) that fire
// for `trigger` on object `id`: respects Inactive text (721.2) with the 725.1/725.2 exceptions and
// each ability's trigger condition (383.2.a.1) for the event EV.
void CollectAbilityTriggers(Engine& e, ObjectId id, const std::string& trigger, int parent,
                            const TriggerEvent& ev = {});
// The same for every card `p` controls on the board ("When you conquer", "At the end of your
// turn") (scoring.cc).
void CollectPlayerTriggers(Engine& e, PlayerId p, const std::string& trigger, int parent,
                           const TriggerEvent& ev = {});
// `p` scores battlefield `z` by "conquer" or "hold" (446, 470) and its abilities of that kind
// trigger (448.2); a second score of `z` this turn is refused by 447 (scoring.cc).
void Score(Engine& e, PlayerId p, ZoneId z, const std::string& how, int parent);
// The abilities of the battlefield card at `z` (a Battlefield object in that zone) that trigger on
// `trigger` ("conquer-here", "hold-here", "defend-here"), controlled by `p` ("you") (scoring.cc).
void CollectBattlefieldTriggers(Engine& e, ZoneId z, PlayerId p, const std::string& trigger,
                                int parent);
// Repeat on abilities (repeat.cc; 820.1.a, 820.1.d): the "repeat" ability of `source` ("My
// abilities have [Repeat] — Cost"), or nullptr.
const engine::Ability* RepeatGrant(const GameState& s, ObjectId source);
// Offers `p` the Repeat cost of `source`'s abilities as one is played (choice "repeat", 820.1.b);
// true when `p` pays it. Notes why it is not offered (off the board, too few cards to discard).
bool OfferAbilityRepeat(Engine& e, ObjectId source, PlayerId p, int parent);
// Pays that cost with the ability's costs (404.1, 820.1.c.1; Discard N as a non-standard cost,
// 357.2); false when it could not be paid.
bool PayAbilityRepeat(Engine& e, ObjectId source, PlayerId p, int parent);
// Activated abilities written on cards (activate.cc): the "activate" step verb and the "pay" cost
// verb, rows VerbTable appends (verbs_cards.cc).
void DoActivate(Engine& e, const Action& a, Ctx ctx);
std::vector<VerbRow> WithCardVerbs(const std::vector<VerbRow>& table);
// The keys of what P controls on the board that meets the requirement of a "pay_with" cost (357.2:
// "friendly-unit", "buffed-friendly-unit", ...), in board order (verbs_cards.cc).
std::vector<std::string> PayWithOptions(const GameState& s, const Action& cost, PlayerId p);
// An optional additional cost paid with "any number" of objects (a pay_with with any_number): P,
// who chose to pay it, chooses which as the card is played (355.1.a; choice kind "cost", at least
// one). PART then carries them as "objects", which RunPayWith pays with. Returns how many; 0 when
// P controls none (any_number_cost.cc).
int ChooseAnyNumberCost(Engine& e, PlayerId p, Action* part, int parent);
// P discards CHOSEN (cards of their hand) into their trash (422.1), then the discard triggers
// ("When you discard", "When you discard me", 422.1.b) (verbs_cards.cc).
void DiscardChosen(Engine& e, PlayerId p, const std::vector<ObjectId>& chosen, int parent);
// Whether instruction A of card text runs: its "only_if" condition holds, or its "replaced_if"
// (a later "instead") does not, as it is executed; noted in the trace either way (135.2.b.5.a,
// 158.2). True for an instruction with neither (conditions.cc).
bool ConditionAllows(Engine& e, const Action& a, const Ctx& ctx);
// The "reveal_hand" verb: a player reveals their hand, the ability's controller chooses a card of
// it, which is discarded or recycled (reveal_hand.cc).
void RunRevealHand(Engine& e, const Action& a, const Ctx& ctx);
// As triggered ability T is finalized to the chain: when its text begins with a cost within
// instructions ("you may pay [1] to draw 1"), its controller decides whether to pay (choice
// "may", 383.3.a) and pays it (383.3.b, 740.4.a.2). False when the ability is not finalized:
// declined (383.3.a.2) or not payable (383.3.b.1); true otherwise (verbs_cards.cc).
bool FinalizeTriggerCost(Engine& e, const engine::PendingTrigger& t, int parent);

}  // namespace arbiter::games::riftbound
