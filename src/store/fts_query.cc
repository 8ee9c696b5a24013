#include "store/fts_query.h"

namespace arbiter::store {

std::string QuoteFtsQuery(std::string_view user_text) {
  std::string out;
  std::string term;
  auto flush = [&] {
    if (term.empty()) return;
    if (!out.empty()) out += ' ';
    out += '"';
    for (char c : term) {
      if (c == '"') out += '"';
      out += c;
    }
    out += '"';
    term.clear();
  };
  for (char c : user_text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      flush();
    } else {
      term += c;
    }
  }
  flush();
  return out;
}

}  // namespace arbiter::store
