// Dimensional Rift arrow geometry (seed 002, Targeting > Arrows): which zones of the field grid a
// card reaches from its position with its printed arrows turned by its orientation.
//
//   targeting.arrows.2  none, single or double arrows in each of 8 directions; no double diagonals;
//                       face-up non-monument cards take one of four 90-degree orientations
//   targeting.arrows.3  orthogonal arrows stay orthogonal, diagonal ones diagonal
//   targeting.arrows.5  a single orthogonal arrow reaches the next zone in its row/column; a double
//                       one every zone in that direction
//   targeting.arrows.6  a diagonal arrow reaches the zone in the next row and next column
//   targeting.4         monuments have no arrows, are always upright, never face-down, and their
//                       zones are not part of the grid (never reached, never connected)
//
// Arrows use the kernel's layout (engine::Card::arrows): index 0 = up, then clockwise (1 up-right,
// 2 right, 3 down-right, 4 down, 5 down-left, 6 left, 7 up-left); 0 none, 1 single, 2 double.
// Orientation is quarter turns clockwise (engine::Object::orientation), 0..3.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "util/status.h"

namespace arbiter::dimrift {

using Arrows = std::array<uint8_t, 8>;

enum Direction : int {
  kUp = 0,
  kUpRight,
  kRight,
  kDownRight,
  kDown,
  kDownLeft,
  kLeft,
  kUpLeft,
};

// "up", "up-right", ... (index order); and the short names used in scenario files
// ("n", "ne", "e", "se", "s", "sw", "w", "nw").
const char* DirectionName(int direction);
const char* DirectionShort(int direction);
bool IsDiagonal(int direction);

struct Cell {
  int row = 0;  // 0 = top row
  int col = 0;  // 0 = left column
  bool operator==(const Cell&) const = default;
  bool operator<(const Cell& o) const { return row != o.row ? row < o.row : col < o.col; }
};

// "r1c2" style name for traces (1-based, as a judge counts).
std::string CellName(Cell c);

// Ok, or InvalidArgument naming the direction: a value above 2, or a double diagonal arrow.
Status ValidateArrows(const Arrows& arrows);

// Parses arrows written as "n=2 e=1 sw=1" or "up:double,right:single" (separators space/comma;
// names long or short; values 1/2/single/double). Errors name the offending word.
Result<Arrows> ParseArrows(const std::string& text);
// The inverse of ParseArrows in the short form, e.g. "n=2 e sw" ("" for no arrows).
std::string ArrowsToString(const Arrows& arrows);

// The arrows as they point on the field: printed arrow d points to (d + 2 * orientation) mod 8.
// Precondition: 0 <= orientation <= 3 (other values are taken mod 4).
Arrows Rotate(const Arrows& printed, int orientation);

// The zones reached by `arrows` (already rotated) from `from` on a rows x cols grid, in direction
// order then distance; zones past an edge do not exist. Precondition: ValidateArrows(arrows).ok().
std::vector<Cell> Reach(const Arrows& arrows, Cell from, int rows, int cols);

// True when `to` is reached (Reach contains it), without building the list.
bool Reaches(const Arrows& arrows, Cell from, Cell to, int rows, int cols);

}  // namespace arbiter::dimrift
