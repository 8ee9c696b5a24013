// Effective windows: each document of a game is in force from its effective date until the next
// release of the same game takes effect ([from, until)). Only primary documents have windows;
// secondary copies and rulings documents are dated sources, not releases.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus {

struct Window {
  std::string from;           // the document's effective date ("" when unknown)
  std::string until;          // the next release's effective date, "" while open
  std::string superseded_by;  // that release's key, "" while open
};

// The window of each of `docs` (parallel to it). Releases of a game are ordered by effective date;
// a document without an effective date, or not primary, gets an empty window.
std::vector<Window> EffectiveWindows(const std::vector<Document>& docs);

// True when `date` (ISO) falls in the window: from <= date < until (an open window has no end).
bool InForce(const Window& window, const std::string& date);

}  // namespace arbiter::corpus
