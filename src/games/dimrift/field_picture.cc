#include "games/dimrift/field_picture.h"

#include <algorithm>

#include "util/strings.h"

namespace arbiter::dimrift {
namespace {

constexpr int kWidth = 11;

std::string Center(const std::string& s, int width) {
  std::string t = static_cast<int>(s.size()) > width ? s.substr(0, width) : s;
  int left = (width - static_cast<int>(t.size())) / 2;
  return std::string(left, ' ') + t + std::string(width - left - t.size(), ' ');
}

void Put(std::string* line, int at, const std::string& s) {
  for (size_t i = 0; i < s.size() && at + i < line->size(); ++i) (*line)[at + i] = s[i];
}

// The four inner lines of one zone.
std::vector<std::string> DrawCell(const Field& field, Cell cell, const PictureMarks& marks) {
  std::vector<std::string> lines(4, std::string(kWidth, ' '));
  int index = field.CardAt(cell);
  if (index >= 0) {
    const FieldCard& card = field.cards[index];
    Arrows a = field.EffectiveArrows(index);
    auto twice = [&](int d, const char* one, const char* two) { return a[d] == 2 ? two : one; };
    if (a[kUpLeft]) Put(&lines[0], 1, "\\");
    if (a[kUp]) Put(&lines[0], 5, twice(kUp, "^", "^^"));
    if (a[kUpRight]) Put(&lines[0], 9, "/");
    if (a[kLeft]) Put(&lines[1], 0, twice(kLeft, "<", "<<"));
    if (a[kRight]) Put(&lines[1], a[kRight] == 2 ? 9 : 10, twice(kRight, ">", ">>"));
    if (a[kDownLeft]) Put(&lines[2], 1, "/");
    if (a[kDown]) Put(&lines[2], 5, twice(kDown, "v", "vv"));
    if (a[kDownRight]) Put(&lines[2], 9, "\\");
    std::string name = card.face_down ? "(" + card.key.substr(0, 5) + ")" : card.key.substr(0, 7);
    Put(&lines[1], 2, Center(name, 7));
  }
  std::string mark;
  if (index >= 0 && index == marks.source) mark = "SOURCE";
  bool reached = std::find(marks.reached.begin(), marks.reached.end(), cell) != marks.reached.end();
  if (reached) mark = "reached";
  if (marks.target && *marks.target == cell) mark = reached ? "TARGET" : "TARGET?";
  lines[3] = Center(mark, kWidth);
  return lines;
}

}  // namespace

std::string DrawField(const Field& field, const PictureMarks& marks) {
  std::string out = "    ";
  for (int c = 0; c < field.cols; ++c) out += Center("c" + std::to_string(c + 1), kWidth + 1);
  out = std::string(Trim(out).empty() ? "" : "   ") + out.substr(3);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  out += '\n';
  std::string rule = "   +";
  for (int c = 0; c < field.cols; ++c) rule += std::string(kWidth, '-') + "+";
  rule += '\n';
  out += rule;
  for (int r = 0; r < field.rows; ++r) {
    std::vector<std::vector<std::string>> cells;
    for (int c = 0; c < field.cols; ++c) cells.push_back(DrawCell(field, {r, c}, marks));
    for (int line = 0; line < 4; ++line) {
      std::string label = line == 0 ? "r" + std::to_string(r + 1) : "";
      std::string row = label + std::string(3 - std::min<size_t>(3, label.size()), ' ') + "|";
      for (int c = 0; c < field.cols; ++c) row += cells[c][line] + "|";
      out += row + '\n';
    }
    out += rule;
  }
  // Legend: what was printed and how it is turned, so the drawn arrows can be checked.
  std::vector<std::string> monuments;
  for (size_t i = 0; i < field.cards.size(); ++i) {
    const FieldCard& card = field.cards[i];
    if (card.monument) {
      monuments.push_back(card.key);
      continue;
    }
    std::string line = "   " + card.key + " at " + CellName(card.cell) + ": ";
    if (card.face_down) {
      line += "face-down (no arrows)";
    } else {
      std::string printed = ArrowsToString(card.arrows);
      line += "printed arrows " + (printed.empty() ? std::string("none") : printed);
      if (card.orientation) {
        std::string now = ArrowsToString(field.EffectiveArrows(static_cast<int>(i)));
        line += ", turned " + std::to_string(90 * card.orientation) + " clockwise: " + now;
      }
    }
    out += line + '\n';
  }
  if (!monuments.empty()) {
    out += "   monuments beside the grid (never reached or connected): " + Join(monuments, ", ") +
           '\n';
  }
  return out;
}

}  // namespace arbiter::dimrift
