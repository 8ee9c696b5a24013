#include "site/field_svg.h"

#include <cmath>

#include "games/dimrift/arrows.h"
#include "games/dimrift/dimrift.h"
#include "site/html.h"

namespace arbiter::site {
namespace {

constexpr int kCell = 120;  // zone size in SVG units
constexpr int kPad = 10;

std::string Num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.1f", v);
  return buf;
}

// One arrow from near the centre toward the edge in `direction` (0 up, clockwise); `length` 0..1.
std::string Arrow(double cx, double cy, int direction, double length) {
  const double angle = direction * M_PI / 4;  // 0 = up
  const double dx = std::sin(angle), dy = -std::cos(angle);
  const double r = kCell / 2.0 - 8;
  const double x2 = cx + dx * r * length, y2 = cy + dy * r * length;
  const double x1 = cx + dx * r * 0.55, y1 = cy + dy * r * 0.55;
  // Arrowhead: two short strokes back from the tip.
  const double back = 9, spread = 0.5;
  const double hx1 = x2 - back * (dx * std::cos(spread) - dy * std::sin(spread));
  const double hy1 = y2 - back * (dy * std::cos(spread) + dx * std::sin(spread));
  const double hx2 = x2 - back * (dx * std::cos(-spread) - dy * std::sin(-spread));
  const double hy2 = y2 - back * (dy * std::cos(-spread) + dx * std::sin(-spread));
  return "<path d=\"M" + Num(x1) + " " + Num(y1) + " L" + Num(x2) + " " + Num(y2) + " M" +
         Num(hx1) + " " + Num(hy1) + " L" + Num(x2) + " " + Num(y2) + " L" + Num(hx2) + " " +
         Num(hy2) + "\" class=\"arrow\"/>";
}

}  // namespace

std::string FieldSvg(const engine::GameState& state, const std::string& caption) {
  std::vector<engine::ObjectId> ids;
  dimrift::Field field;
  bool has_grid = false;
  for (const auto& z : state.zones) has_grid = has_grid || z.rows > 0;
  if (!has_grid) return "";
  field = games::dimrift::FieldOf(state, &ids);
  if (field.rows <= 0 || field.cols <= 0 || field.cards.empty()) return "";
  int monuments = 0;
  for (const auto& c : field.cards) monuments += c.monument ? 1 : 0;
  const int width = kPad * 2 + field.cols * kCell;
  const int height = kPad * 2 + field.rows * kCell + (monuments > 0 ? 40 : 0);
  std::string svg = "<figure><svg class=\"field\" viewBox=\"0 0 " + std::to_string(width) + " " +
                    std::to_string(height) + "\" width=\"" + std::to_string(width) +
                    "\" role=\"img\" aria-label=\"" + Escape(caption) +
                    "\"><style>.zone{fill:none;stroke:currentColor;stroke-width:1.5}"
                    ".down{fill:currentColor;fill-opacity:.15}"
                    ".arrow{fill:none;stroke:currentColor;stroke-width:3;stroke-linecap:round}"
                    "text{fill:currentColor;font:13px sans-serif;text-anchor:middle}</style>";
  for (int r = 0; r < field.rows; ++r) {
    for (int c = 0; c < field.cols; ++c) {
      svg += "<rect class=\"zone\" x=\"" + std::to_string(kPad + c * kCell) + "\" y=\"" +
             std::to_string(kPad + r * kCell) + "\" width=\"" + std::to_string(kCell) +
             "\" height=\"" + std::to_string(kCell) + "\"/>";
    }
  }
  int monument_x = kPad;
  for (size_t i = 0; i < field.cards.size(); ++i) {
    const dimrift::FieldCard& card = field.cards[i];
    const std::string name =
        state.obj(ids[i]).card.name.empty() ? card.key : state.obj(ids[i]).card.name;
    if (card.monument) {
      svg += "<text x=\"" + std::to_string(monument_x + 50) + "\" y=\"" +
             std::to_string(height - 14) + "\">monument: " + Escape(name) + "</text>";
      monument_x += 160;
      continue;
    }
    const double cx = kPad + card.cell.col * kCell + kCell / 2.0;
    const double cy = kPad + card.cell.row * kCell + kCell / 2.0;
    if (card.face_down) {
      svg += "<rect class=\"down\" x=\"" + Num(cx - kCell / 2.0 + 4) + "\" y=\"" +
             Num(cy - kCell / 2.0 + 4) + "\" width=\"" + std::to_string(kCell - 8) +
             "\" height=\"" + std::to_string(kCell - 8) + "\"/>";
    }
    svg += "<text x=\"" + Num(cx) + "\" y=\"" + Num(cy + 4) + "\">" + Escape(name) + "</text>";
    if (card.face_down) {
      svg += "<text x=\"" + Num(cx) + "\" y=\"" + Num(cy + 20) + "\">(face down)</text>";
    }
    const dimrift::Arrows arrows = field.EffectiveArrows(static_cast<int>(i));
    for (int d = 0; d < 8; ++d) {
      if (arrows[static_cast<size_t>(d)] >= 1) svg += Arrow(cx, cy, d, 0.85);
      if (arrows[static_cast<size_t>(d)] >= 2) svg += Arrow(cx, cy, d, 1.0);
    }
  }
  svg += "</svg><figcaption class=\"meta\">" + Escape(caption) + "</figcaption></figure>\n";
  return svg;
}

}  // namespace arbiter::site
