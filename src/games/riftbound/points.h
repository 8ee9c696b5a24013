// Points (194): each player's point total, gained by Scoring (471.1, scoring.cc) and by card text
// ("Score 1 point.", "That player gains 1 point.", 194.1.c), and the victory check of every
// Cleanup (323.1, 194.2) (points.cc).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// The Victory Score of the module's 1v1 games (194.3, 485.3).
inline constexpr int kVictoryScore = 8;

// P's point total (0 when the scenario gives none; never below 0, 194.4).
int Points(const engine::GameState& s, engine::PlayerId p);

// P gains N points (N >= 1): the total is raised and noted under PARENT citing RULES with TEXT
// (the reason; the totals are appended), and the next Cleanup checks for a winner (323.1).
void GainPoints(engine::Engine& e, engine::PlayerId p, int n, const std::vector<std::string>& rules,
                const std::string& text, int parent);

// 323.1, 194.2: if one player has at least the Victory Score and more points than every other,
// that player wins (noted once under PARENT; the player gets the status "won"). Returns true when
// a player won just now.
bool CheckVictory(engine::Engine& e, int parent);

// The player who has won the game (status "won"), or kNoPlayer while it goes on.
engine::PlayerId Winner(const engine::GameState& s);

// "Score 1 point", "You score 2 points", "That player gains 1 point", "They score 1 point" (a
// sentence without its full stop) as a "gain_points" instruction appended to *out; false (nothing
// appended) for any other sentence.
bool CompilePointsSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The points verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> PointsVerbs();

}  // namespace arbiter::games::riftbound
