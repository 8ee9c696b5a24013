// MTG card text as abilities: each line (paragraph) of a card's oracle text is one ability (113.2,
// 113.3). The module's own programs for a card (cards.cc) cover the lines whose words they repeat;
// every other line becomes a not-modelled ability (engine/unmodelled.h) whose kind and trigger
// say when it could matter: a triggered ability when its event happens, an activated ability when
// it is activated, a spell's text when it resolves, an additional cost when the spell is cast,
// a static ability while its permanent is on the battlefield.
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::mtg {

// Adds a not-modelled ability for each line of `card`'s oracle text that none of its abilities
// covers, and marks given abilities that have no instructions (a spell ability without effect).
void CompleteOracleText(engine::Card* card);

// The actions of one sentence of effect text (a spell's line, or what follows an activated
// ability's colon), with the card's name already replaced by "~": "Draw a card."/"Draw N cards."
// (draw-cards, 121.1), "You gain N life." (gain-life, 119.3), "Destroy target creature/artifact/
// enchantment." (destroy-target, 701.8a), "~ deals N damage to any target/target creature."
// (deal-damage, 120.3), "Target creature gets +N/+M until end of turn." (pump, 611.2a), "Add {C}."
// and the five colors or "one mana of any color" (add-mana, 106.4), "~ gets +N/-M until end of
// turn." (pump-self), "Regenerate ~." (regenerate-self, 701.19a), "Tap/Untap target creature."
// (tap-target, untap-target, 701.26; "Untap ~." without a target), "Regenerate target X."
// (regenerate-target), "Target X / Enchanted creature gets +N/-M until end of turn." (pump with a
// target filter, or on: enchanted), "Target player / Each player / Each opponent loses N life (and
// you gain N life)." (lose-life, 119.3), "Target player mills N cards." (mill, 701.17a), "Put a
// +1/+1 counter on X." (put-counters, 122.1), "Add {B} or {R}." and "Add {W}{W}, {W}{U}, or
// {U}{U}." (add-mana with options, 106.4). Targets: "target creature", "target attacking /
// blocking / red or green / Goblin creature", "target creature with flying", "target Treefolk or
// Forest", "target nonbasic land", "target artifact, creature, or land" (the target and filter
// arguments). False, `out` untouched, for any other sentence.
bool CompileEffect(const std::string& sentence, std::vector<engine::Action>* out);

// When a not-modelled static ability cannot change anything in this module: combat keywords
// ("First strike, trample") only once combat has begun (the "attack" step); mana-spending
// permissions other than Quicksilver Elemental's (compiled, read by mana_payment.h) never: no
// card of the database has one.
enum class Inert { kNo, kOutsideCombat, kAlways };
Inert InertHere(const engine::Ability& ability);

}  // namespace arbiter::games::mtg
