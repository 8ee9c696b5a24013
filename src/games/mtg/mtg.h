// The Magic: The Gathering game module (Comprehensive Rules 2026-09-25) on the engine kernel:
// linked abilities (607: Oblivion Ring, Changeling Hero's champion, Stormscape Battlemage's
// kicker and the hypothetical cards), Banisher Priest's "until" exile (610.3) as the contrast,
// and the keyword actions attach, counter, destroy, regenerate, sacrifice, tap/untap,
// scry, fateseal and clash (701.x).
//
// Zones (names a scenario uses): per player "library" (ordered, index 0 is the top), "hand",
// "graveyard"; shared "battlefield" (board), "exile", "stack" (ordered, top first).
// Status flags: "tapped" (a scenario's "exhausted": true in setup means tapped), "kicked:W",
// "kicked:2B" (how a spell was kicked; the permanent remembers it, 702.33d). Counters: "damage".
// Card data: rules-db/mtg/cards-sample.oracle.json and cards-extra.oracle.json (real cards,
// printed characteristics) and cards-hypothetical.oracle.json (NOT real cards, each named
// "Hypothetical ...", one per kind of linked abilities that no sample card shows); what a card's
// abilities do is written per card in cards.cc. A double-faced card's abilities carry their face
// ("face": "front"/"back"); only the face up has them (status "transformed" = back face up).
#pragma once

#include "engine/module.h"

namespace arbiter::games::mtg {

// The module (a process-wide singleton, stateless).
const engine::GameModule& Module();

// Every rule id the module may cite, in CR 2026-09-25 (rules.cc).
const engine::RuleTable& RuleTable20260925();

}  // namespace arbiter::games::mtg
