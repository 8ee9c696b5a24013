// Turning what a user typed into an FTS5 MATCH expression. User text never reaches MATCH
// unquoted: each whitespace-separated term becomes one FTS5 string (a `"` inside is doubled), and
// the terms are ANDed. So `can't`, `x-ray`, `702.5a`, `AND`, `NEAR(` and a lone `"` are searched
// for, never parsed as syntax.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::store {

// `attached might` -> `"attached" "might"`; `say "hi"` -> `"say" """hi"""`; "" -> "".
std::string QuoteFtsQuery(std::string_view user_text);

}  // namespace arbiter::store
