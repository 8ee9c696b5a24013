#include "engine/unmodelled.h"

#include <cctype>

namespace arbiter::engine {

Ability NotModelled(Ability ability, std::string why) {
  Action a;
  a.verb = kNotModelledVerb;
  a.args["text"] = ability.text;
  a.args["why"] = why;
  ability.effect = {a};
  ability.not_modelled = std::move(why);
  return ability;
}

bool NamedWhileInPlay(const Ability& ability) {
  return ability.kind == "static" || (ability.kind == "triggered" && ability.trigger.empty());
}

namespace {

std::string ArgString(const Action& a, const char* name) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return "";
  if (const auto* s = std::get_if<std::string>(&it->second)) return *s;
  return ValueToString(it->second);
}

}  // namespace

std::string NotModelledText(const Action& a) { return ArgString(a, "text"); }
std::string NotModelledWhy(const Action& a) { return ArgString(a, "why"); }

std::string ComparableText(std::string_view text) {
  std::string out;
  int depth = 0;
  bool space = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '(') {
      ++depth;
      continue;
    }
    if (c == ')') {
      if (depth > 0) --depth;
      continue;
    }
    if (depth > 0) continue;
    if (c == '[' && i + 2 < text.size() && text[i + 2] == ']' &&
        (text[i + 1] == 'S' || text[i + 1] == 'M')) {
      if (!out.empty()) out += ' ';
      out += "might";
      space = false;
      i += 2;
      continue;
    }
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '+' || c == '-') {
      if (space && !out.empty()) out += ' ';
      space = false;
      out += static_cast<char>(std::tolower(u));
    } else {
      space = true;
    }
  }
  return out;
}

}  // namespace arbiter::engine
