// Effective windows and the version in force: each release of a game is in force from its
// effective date until the next release of the same game takes effect ([from, until)), or until
// the date the manifest gives when the release that replaced it is not in the corpus. Only
// primary documents have windows; secondary copies and rulings documents are dated sources, not
// releases. Which document answers for a game on a date is chosen here (DefaultsOn), at query
// time, so that `--as-of DATE` and "today" use one rule.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus {

struct Window {
  std::string from;           // the document's effective date ("" when unknown)
  std::string until;          // the end of its window, "" while open
  std::string superseded_by;  // the key of the release that replaced it, "" while open or when
                              // that release is not held (then `replaced_by` says what it is)
  std::string replaced_by;    // in words, when the replacing release is not held
};

// The window of each of `docs` (parallel to it). Releases of a game are ordered by effective date;
// a document without an effective date, or not primary, gets an empty window. A manifest `until`
// earlier than the next held release ends the window there (with its `replaced_by`).
std::vector<Window> EffectiveWindows(const std::vector<Document>& docs);

// True when `date` (ISO) falls in the window: from <= date < until (an open window has no end).
bool InForce(const Window& window, const std::string& date);

// Which document answers for its game on `date` (parallel to docs): per game, the primary release
// in force then; when none is (the release in force then is not held), the newest release that
// took effect before `date`; when the game's primary documents carry no effective date at all,
// the first of them. A game none of whose releases had taken effect by `date` has none.
std::vector<bool> DefaultsOn(const std::vector<Document>& docs, const std::vector<Window>& windows,
                             const std::string& date);

// The kind of document: the manifest's `kind` when given, else derived from its role and game
// ("rulings", "secondary copy", "tournament rules" for mtr and <game>-tr, "penalties" for ipg,
// "rulings summary", "core rules").
std::string KindOf(const Document& doc);

// True for a real calendar day written YYYY-MM-DD (2026-02-29 is not one).
bool IsIsoDate(const std::string& s);

// Today's date (UTC) as YYYY-MM-DD, or $ARBITER_TODAY when that is such a date (reproducible
// output: the tests pin it).
std::string TodayIso();

}  // namespace arbiter::corpus
