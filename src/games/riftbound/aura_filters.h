// Passive abilities that give other objects Might or keywords only when those objects are in a
// state, have a keyword, or while the source is Empowered or its controller has the XP (364.1,
// 364.3.a, 477.2.b, 477.3): "Other buffed friendly units at my battlefield have +2 [S].", "Stunned
// enemy units here have -8 [S], to a minimum of 1 [S].", "Units here with [Tank] have +1 [S].",
// "Friendly buffed units have [Deflect] if they didn't already.", "Your units have +1 [S]. If I'm
// [Empowered], they have +2 [S] instead.", "While a friendly unit defends alone, it gets +2 [S].",
// "[Level 6][>] Your units have +1 [S]." They compile to card_text.cc's "aura" instruction with
// more arguments; characteristics.cc's AuraGrants asks AuraFilterAllows and AuraMight.
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The line as an aura instruction (who, what, other, here, might, keywords as StaticAura writes
// them, and: state "buffed" / "stunned" / "empowered" / "defending-alone"; with_keyword; unless_has
// (a keyword it gives only to objects without it); source_at_battlefield; minimum;
// empowered_might); false for other text.
bool FilteredAuraLine(const std::string& line, engine::Action* out);

// Whether aura A of SOURCE applies to ID by its filters beyond StaticAura's (who "enemy", state,
// with_keyword, unless_has, source_at_battlefield). A keyword filter reads the object's keywords
// without the auras that are themselves filtered by a keyword: those depend on the keywords other
// effects give (478.1.b, 479.2: the effect depended on applies first), and reading them would make
// the aura and the object's keywords read each other.
bool AuraFilterAllows(const engine::GameState& s, engine::ObjectId source, engine::ObjectId id,
                      const engine::Action& a);

// True while keyword filters are being read (AuraGrants then leaves out keyword-filtered auras).
bool ReadingKeywordFilter();

// The keywords aura A of SOURCE gives ID ("Shield;Deflect"): one instance of the keyword per
// Equipment of "Your Equipment each give [Assault]".
std::string AuraKeywords(const engine::GameState& s, engine::ObjectId source, engine::ObjectId id,
                         const engine::Action& a);

// The Might aura A of SOURCE gives: its "instead" amount while SOURCE is Empowered (158.2).
int AuraMight(const engine::GameState& s, engine::ObjectId source, const engine::Action& a);

}  // namespace arbiter::games::riftbound
