#include "games/dimrift/arrows.h"

#include <cctype>

#include "util/strings.h"

namespace arbiter::dimrift {
namespace {

constexpr int kDr[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
constexpr int kDc[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr const char* kLong[8] = {"up",   "up-right",  "right", "down-right",
                                  "down", "down-left", "left",  "up-left"};
constexpr const char* kShort[8] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};

bool InGrid(int r, int c, int rows, int cols) { return r >= 0 && c >= 0 && r < rows && c < cols; }

int DirectionFromName(std::string_view name) {
  std::string n = ToLowerAscii(name);
  for (int d = 0; d < 8; ++d) {
    if (n == kLong[d] || n == kShort[d]) return d;
  }
  static const char* kAlias[8] = {"top",    "top-right",   "", "bottom-right",
                                  "bottom", "bottom-left", "", "top-left"};
  for (int d = 0; d < 8; ++d) {
    if (*kAlias[d] && n == kAlias[d]) return d;
  }
  return -1;
}

}  // namespace

const char* DirectionName(int direction) { return kLong[direction & 7]; }
const char* DirectionShort(int direction) { return kShort[direction & 7]; }
bool IsDiagonal(int direction) { return (direction & 1) != 0; }

std::string CellName(Cell c) {
  return "r" + std::to_string(c.row + 1) + "c" + std::to_string(c.col + 1);
}

Status ValidateArrows(const Arrows& arrows) {
  for (int d = 0; d < 8; ++d) {
    if (arrows[d] > 2) {
      return Status::InvalidArgument(std::string("arrow ") + kLong[d] + " is " +
                                     std::to_string(arrows[d]) +
                                     "; an arrow is none (0), single (1) or double (2)");
    }
    // targeting.arrows.2: "double diagonal arrows do not exist".
    if (IsDiagonal(d) && arrows[d] == 2) {
      return Status::InvalidArgument(std::string("double diagonal arrow ") + kLong[d] +
                                     ": double diagonal arrows do not exist "
                                     "(dimrift:targeting.arrows.2)");
    }
  }
  return Status::Ok();
}

Result<Arrows> ParseArrows(const std::string& text) {
  Arrows a{};
  std::string spaced = text;
  for (char& c : spaced) {
    if (c == ',') c = ' ';
  }
  for (const std::string& raw : Split(CollapseSpaces(spaced), ' ')) {
    if (raw.empty()) continue;
    size_t sep = raw.find_first_of("=:");
    std::string name = raw.substr(0, sep);
    std::string value = sep == std::string::npos ? "1" : ToLowerAscii(raw.substr(sep + 1));
    int d = DirectionFromName(name);
    if (d < 0) {
      std::vector<std::string> names(std::begin(kShort), std::end(kShort));
      names.insert(names.end(), std::begin(kLong), std::end(kLong));
      std::vector<std::string> close = ClosestMatches(name, names, 1);
      return Status::InvalidArgument("unknown arrow direction \"" + name + "\"" +
                                     (close.empty() ? "" : "; did you mean \"" + close[0] + "\"?"));
    }
    int v = -1;
    if (value == "1" || value == "single") v = 1;
    if (value == "2" || value == "double") v = 2;
    if (value == "0" || value == "none") v = 0;
    if (v < 0) {
      return Status::InvalidArgument("arrow \"" + raw +
                                     "\": the value must be single (1) or "
                                     "double (2)");
    }
    if (a[d] != 0) return Status::InvalidArgument("arrow " + name + " is given twice");
    a[d] = static_cast<uint8_t>(v);
  }
  Status s = ValidateArrows(a);
  if (!s.ok()) return s;
  return a;
}

std::string ArrowsToString(const Arrows& arrows) {
  std::vector<std::string> parts;
  for (int d = 0; d < 8; ++d) {
    if (arrows[d] == 1) parts.push_back(kShort[d]);
    if (arrows[d] >= 2) parts.push_back(std::string(kShort[d]) + "=2");
  }
  return Join(parts, " ");
}

Arrows Rotate(const Arrows& printed, int orientation) {
  // targeting.arrows.3: only 90-degree turns, so orthogonal stays orthogonal (2 steps of 45).
  int shift = 2 * (((orientation % 4) + 4) % 4);
  Arrows out{};
  for (int d = 0; d < 8; ++d) out[(d + shift) % 8] = printed[d];
  return out;
}

std::vector<Cell> Reach(const Arrows& arrows, Cell from, int rows, int cols) {
  std::vector<Cell> out;
  for (int d = 0; d < 8; ++d) {
    if (!arrows[d]) continue;
    // targeting.arrows.5 / .6: single = the next zone; double orthogonal = every zone onwards.
    int limit = (arrows[d] == 2 && !IsDiagonal(d)) ? rows + cols : 1;
    int r = from.row, c = from.col;
    for (int i = 0; i < limit; ++i) {
      r += kDr[d];
      c += kDc[d];
      if (!InGrid(r, c, rows, cols)) break;
      out.push_back({r, c});
    }
  }
  return out;
}

bool Reaches(const Arrows& arrows, Cell from, Cell to, int rows, int cols) {
  if (!InGrid(to.row, to.col, rows, cols) || to == from) return false;
  int dr = to.row - from.row, dc = to.col - from.col;
  for (int d = 0; d < 8; ++d) {
    if (!arrows[d]) continue;
    bool double_ortho = arrows[d] == 2 && !IsDiagonal(d);
    if (double_ortho) {
      // Same line, same sign, any distance.
      if (kDr[d] == 0 && dr == 0 && dc * kDc[d] > 0) return true;
      if (kDc[d] == 0 && dc == 0 && dr * kDr[d] > 0) return true;
    } else if (dr == kDr[d] && dc == kDc[d]) {
      return true;
    }
  }
  return false;
}

}  // namespace arbiter::dimrift
