#include "engine/value.h"

namespace arbiter::engine {

std::string ValueToString(const Value& v) {
  if (std::holds_alternative<std::monostate>(v)) return "null";
  if (auto* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (auto* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (auto* s = std::get_if<std::string>(&v)) return *s;
  const auto& list = std::get<std::vector<std::string>>(v);
  std::string out = "[";
  for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + list[i];
  return out + "]";
}

const char* ValueTypeName(const Value& v) {
  switch (v.index()) {
    case 0:
      return "nothing";
    case 1:
      return "a boolean";
    case 2:
      return "a number";
    case 3:
      return "a string";
    default:
      return "a list of strings";
  }
}

}  // namespace arbiter::engine
