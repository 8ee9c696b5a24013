// Limits on card text, checked where it is read (the card readers, the scenario loader) and refused
// with a message, before the game modules compile it (issue 14): numbers too long to read as int
// (they are read with std::stoi) and lines too long for std::regex (libstdc++'s matcher recurses
// about once per character: a line of some 100,000 characters overflowed the stack).
#pragma once

#include <algorithm>
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

// Card text lines are at most this long (the bundled cards' longest is about 400 bytes).
inline constexpr size_t kMaxTextLineBytes = 2000;

// The length of the longest line of `s` (a line ends at '\n' or '\r').
inline size_t LongestLine(std::string_view s) {
  size_t longest = 0, start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == '\n' || s[i] == '\r') {
      longest = std::max(longest, i - start);
      start = i + 1;
    }
  }
  return longest;
}

}  // namespace arbiter
