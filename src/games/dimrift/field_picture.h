// A text picture of a Dimensional Rift field for traces: the grid with each card's name, its
// arrows as they point now (rotated by orientation), the zones the acting card reaches and the
// target, then a legend (printed arrows, orientation) and the monuments beside the grid.
//
//        c1          c2
//    +-----------+-----------+
// r1 | \   ^   / |           |      arrows: ^ > v < orthogonal (doubled: ^^ >> vv <<),
//    |<<  jinx  >|   golem   |              \ / diagonal, drawn at the side they point to
//    |     v     |           |
//    |  SOURCE   |  TARGET   |      marks: SOURCE, reached, TARGET (a reached zone targeted)
//    +-----------+-----------+
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/dimrift/field.h"

namespace arbiter::dimrift {

struct PictureMarks {
  int source = -1;             // card index doing the targeting (or the card targeted from)
  std::vector<Cell> reached;   // zones it reaches
  std::optional<Cell> target;  // the zone targeted
};

// The picture, lines ending in '\n'. Deterministic; ASCII only.
std::string DrawField(const Field& field, const PictureMarks& marks = {});

}  // namespace arbiter::dimrift
