// Numbers too long to read: text whose numbers are later read as int (card text, compiled by the
// game modules with std::stoi) is checked with this first, and refused with a message naming the
// number, before one can overflow (issue 14).
#pragma once

#include <cstddef>
#include <string_view>

#include "util/strings.h"

namespace arbiter {

// Card text numbers have at most this many digits (so at most 999999, the scenario loader's bound).
inline constexpr size_t kMaxTextNumberDigits = 6;

// The first run of more than `max_digits` ASCII digits in `s` (leading zeros count), or "" when
// there is none.
inline std::string_view FirstLongNumber(std::string_view s,
                                        size_t max_digits = kMaxTextNumberDigits) {
  size_t i = 0;
  while (i < s.size()) {
    if (!IsAsciiDigit(s[i])) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < s.size() && IsAsciiDigit(s[end])) ++end;
    if (end - i > max_digits) return s.substr(i, end - i);
    i = end;
  }
  return {};
}

}  // namespace arbiter
